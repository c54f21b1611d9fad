#ifndef CSYSTEM_CONTROL_H
#define CSYSTEM_CONTROL_H

/// A listening Unix stream socket, non-blocking and close-on-exec, bound to `name` in Linux's abstract
/// namespace (no file: it goes with the process). The descriptor, or -1 and errno (EADDRINUSE when taken).
int csystem_abstract_listen(const char *name);

/// A blocking, close-on-exec connection to the abstract Unix socket `name`: the descriptor, or -1 and errno
/// (ECONNREFUSED when nothing listens there).
int csystem_abstract_connect(const char *name);

/// accept4(2) with SOCK_NONBLOCK | SOCK_CLOEXEC: the descriptor, or -1 and errno (EAGAIN when none waits).
int csystem_accept(int fd);

/// The user ID of the process at the other end of a Unix socket (SO_PEERCRED): 0 and `*uid`, or -1.
int csystem_peer_uid(int fd, unsigned int *uid);

/// setsockopt SO_RCVTIMEO and SO_SNDTIMEO: a blocking socket's reads and writes give up after `milliseconds`.
int csystem_socket_timeout(int fd, int milliseconds);

#endif
