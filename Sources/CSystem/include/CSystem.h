#ifndef CSYSTEM_H
#define CSYSTEM_H

#include <stddef.h>
#include <sys/types.h>

/// splice(2) with the flags below; returns what splice returns (-1 and errno on failure).
ssize_t csystem_splice(int fd_in, int fd_out, size_t length, unsigned int flags);

extern const unsigned int CSYSTEM_SPLICE_F_MOVE;
extern const unsigned int CSYSTEM_SPLICE_F_NONBLOCK;

/// sendfile(2) from the current offset of `fd_in`; returns what sendfile returns (-1 and errno on failure).
ssize_t csystem_sendfile(int fd_out, int fd_in, size_t length);

/// How many times `byte` occurs in the `length` bytes at `start`, counted 32 bytes at a time with AVX2;
/// -1 when this processor (or this build's architecture) has no AVX2, and the caller counts itself.
long csystem_count_byte_avx2(const void *start, size_t length, unsigned char byte);

/// fcntl(fd, F_GETPIPE_SZ): the pipe's capacity in bytes, or -1 when fd is not a pipe.
int csystem_pipe_size(int fd);

/// fcntl(fd, F_SETPIPE_SZ, size): the new capacity, or -1.
int csystem_set_pipe_size(int fd, int size);

/// Blocks `count` signals and returns a non-blocking, close-on-exec signalfd for them, or -1.
int csystem_signalfd(const int *signals, int count);

/// Reads one pending signal from a signalfd: its number, or -1 and errno (EAGAIN when none is pending,
/// EINTR for the caller to decide about).
int csystem_signalfd_next(int fd);

/// Catches `count` signals with a handler (without SA_RESTART, so each interrupts a blocking call) that
/// writes the signal's number, one byte, to a pipe; returns the pipe's non-blocking, close-on-exec read
/// end, or -1. For a run that may wait inside a blocking splice and still must see its signals.
int csystem_signal_pipe(const int *signals, int count);

/// Reads one signal from csystem_signal_pipe's descriptor: its number, or -1 and errno (EAGAIN when none
/// is waiting, EINTR for the caller to decide about).
int csystem_signal_pipe_next(int fd);

/// Unblocks `count` signals in this thread (used before re-raising a fatal signal).
void csystem_unblock(const int *signals, int count);

/// Installs a handler that does nothing, without SA_RESTART, so the signal interrupts a blocking call.
int csystem_install_interrupting_handler(int signo);

/// Sets the action of `signo` to ignore (1) or to the default (0).
int csystem_set_signal_ignored(int signo, int ignored);

/// setitimer(ITIMER_REAL) repeating every `microseconds` (0 disarms it).
int csystem_set_interval_timer(long microseconds);

/// ioctl(TIOCGWINSZ); returns 0 and the size, or -1.
int csystem_terminal_size(int fd, unsigned short *columns, unsigned short *rows);

/// The calling thread's errno.
int csystem_errno(void);

/// Tell ThreadSanitizer, when it is linked in, that the lock at `address` was just taken (acquire) or is
/// about to be given back (release): Swift's Mutex locks with futex calls that ThreadSanitizer cannot see.
/// Without ThreadSanitizer they do nothing.
void csystem_lock_acquired(const void *address);
void csystem_lock_releasing(const void *address);

// Wrapping a command.
#include "CSystemCommand.h"

// Writing to storage: direct I/O, append mode, anonymous files.
#include "CSystemStorage.h"

// The process title that ps shows.
#include "CSystemTitle.h"

// The control channel of a running meter: Unix sockets, by path or in the abstract namespace.
#include "CSystemControl.h"

// Other processes' descriptors, as /proc lists them.
#include "CSystemProc.h"

// A terminal's modes, its input queue, and the cursor position query.
#include "CSystemTerminal.h"

// Matching expressions in a process that can be stopped.
#include "CSystemMatch.h"

#endif
