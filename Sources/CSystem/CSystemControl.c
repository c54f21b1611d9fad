#define _GNU_SOURCE
#include "CSystemControl.h"

#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

/// The address for `name`: a path, NUL-terminated; or with `abstract` a NUL, then the name (not
/// NUL-terminated). Its length in `*length`.
static int unix_address(const char *name, int abstract, struct sockaddr_un *address, socklen_t *length) {
    size_t size = strlen(name);
    if (size + 1 > sizeof address->sun_path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memset(address, 0, sizeof *address);
    address->sun_family = AF_UNIX;
    memcpy(address->sun_path + (abstract ? 1 : 0), name, size);
    *length = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + size);
    return 0;
}

int csystem_unix_listen(const char *name, int abstract) {
    struct sockaddr_un address;
    socklen_t length;
    if (unix_address(name, abstract, &address, &length) != 0) return -1;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    if (bind(fd, (struct sockaddr *)&address, length) != 0 || listen(fd, 8) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/// SO_RCVTIMEO and SO_SNDTIMEO: a blocking socket's reads and writes, and for a Unix socket its connect,
/// give up after `milliseconds`.
static int socket_timeout(int fd, int milliseconds) {
    struct timeval timeout = { milliseconds / 1000, (milliseconds % 1000) * 1000 };
    if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout) != 0) return -1;
    return setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
}

int csystem_unix_connect(const char *name, int abstract, int milliseconds) {
    struct sockaddr_un address;
    socklen_t length;
    if (unix_address(name, abstract, &address, &length) != 0) return -1;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    /* The timeout is set before the connect: a Unix socket's connect waits on a listener whose queue is
       full for as long as SO_SNDTIMEO says, and without one for ever (a listener that never accepts).
       Interrupted (EINTR), the socket is closed like any failed one: a connect is not made again on the
       same socket (it may go on in the background), and the caller that retries opens a new one. */
    if (socket_timeout(fd, milliseconds) != 0 || connect(fd, (struct sockaddr *)&address, length) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

int csystem_accept(int fd) { return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

int csystem_peer_process(int fd, unsigned int *uid, int *pid) {
    struct ucred credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) return -1;
    *uid = (unsigned int)credentials.uid;
    *pid = (int)credentials.pid;
    return 0;
}
