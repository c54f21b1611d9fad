#ifndef CSYSTEM_TERMINAL_H
#define CSYSTEM_TERMINAL_H

#include <signal.h>
#include <termios.h>

/// ioctl(FIONREAD): the bytes waiting in the terminal's input queue (in canonical mode, those of whole
/// lines only: a line being typed counts once Enter ends it), or -1 and errno.
int csystem_terminal_input_pending(int fd);

/// The terminal's local modes that tell who reads it: bit 1 for ICANON (lines, edited by the kernel), bit
/// 2 for ECHO; or -1 and errno when fd is no terminal.
int csystem_terminal_line_modes(int fd);

extern const int CSYSTEM_TERMINAL_CANONICAL;
extern const int CSYSTEM_TERMINAL_ECHO;

/// Saves the terminal's attributes in `saved`, then sets them for a query: no line editing and no echo,
/// a read answering at once with what has arrived (VMIN 0, VTIME 0), at once (TCSANOW: nothing typed is
/// thrown away). 0, or -1 and errno (nothing changed).
int csystem_terminal_enter_query_mode(int fd, struct termios *saved);

/// Puts back the attributes `saved` (TCSANOW). 0, or -1 and errno.
int csystem_terminal_restore_modes(int fd, const struct termios *saved);

/// Blocks every signal that can be blocked in this thread, the mask before it in `previous`: while the
/// terminal is in a query's modes, no signal's action runs before they are put back. 0, or -1.
int csystem_block_all_signals(sigset_t *previous);

/// Puts the thread's signal mask `previous` back. 0, or -1.
int csystem_restore_signal_mask(const sigset_t *previous);

#endif
