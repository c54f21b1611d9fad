#ifndef CSYSTEM_CONTROL_H
#define CSYSTEM_CONTROL_H

/// A listening Unix stream socket, non-blocking and close-on-exec, bound to `name`: a path (a socket file is
/// made there), or with `abstract` a name in Linux's abstract namespace (no file: it goes with the process).
/// The descriptor, or -1 and errno (EADDRINUSE when taken, ENAMETOOLONG when it does not fit an address).
int csystem_unix_listen(const char *name, int abstract);

/// A blocking, close-on-exec connection to the Unix socket `name` (a path, or with `abstract` a name in the
/// abstract namespace), whose connect, reads and writes give up after `milliseconds`: the descriptor, or -1
/// and errno (ECONNREFUSED when nothing listens there, ENOENT when there is no such file, EAGAIN when the
/// listener's queue stayed full that long: one that never accepts, as a squatter on a meter's name).
int csystem_unix_connect(const char *name, int abstract, int milliseconds);

/// accept4(2) with SOCK_NONBLOCK | SOCK_CLOEXEC: the descriptor, or -1 and errno (EAGAIN when none waits).
int csystem_accept(int fd);

/// The user and process IDs of the process at the other end of a Unix socket (SO_PEERCRED: for a client, the
/// process that listens): 0, `*uid` and `*pid`, or -1.
int csystem_peer_process(int fd, unsigned int *uid, int *pid);

#endif
