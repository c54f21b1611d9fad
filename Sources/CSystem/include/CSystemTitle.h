#ifndef CSYSTEM_TITLE_H
#define CSYSTEM_TITLE_H

#include <stddef.h>

/// Makes room for a process title where the kernel shows the command line (/proc/PID/cmdline, what ps
/// shows as the arguments): the memory of the arguments, and of the environment strings that follow them,
/// whose values are first copied elsewhere (environ then points at the copies). Call it before any other
/// thread starts, and only once. Returns the bytes of room (0 when there is none, and nothing changed).
size_t csystem_process_title_prepare(void);

/// Writes `title` (cut to the room made, NUL-terminated) where the arguments were, zeroing the rest.
void csystem_process_title_set(const char *title);

#endif
