#define _GNU_SOURCE
#include "CSystemTitle.h"

#include <stdlib.h>
#include <string.h>

extern char **environ;

/* The arguments as the process started with them: glibc hands constructors argc, argv and envp, in static
   executables too. Kept as they are; nothing is written until csystem_process_title_prepare. */
static int start_argc;
static char **start_argv;

__attribute__((constructor)) static void csystem_capture_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    start_argc = argc;
    start_argv = argv;
}

static char *title_area;
static size_t title_room;
/* The environment's copy, kept for the life of the process (environ points at it; so does this, so that a
   leak checker sees it held). */
static char **environment_copy;

/* The end of the strings in `strings` (count of them, or up to NULL when count < 0) that lie one after
   another from `end`, the end of the area so far: the area grows only over strings that are contiguous. */
static char *contiguous_end(char **strings, int count, char *end) {
    for (int index = 0; count < 0 ? strings[index] != NULL : index < count; index++) {
        if (strings[index] != end) break;
        end = strings[index] + strlen(strings[index]) + 1;
    }
    return end;
}

size_t csystem_process_title_prepare(void) {
    if (title_area != NULL) return title_room;
    if (start_argv == NULL || start_argc < 1 || start_argv[0] == NULL) return 0;
    char *end = contiguous_end(start_argv, start_argc, start_argv[0]);
    if (environ != NULL && environ[0] == end) {
        /* The environment's strings follow the arguments: copy them, then their memory is free too. */
        size_t count = 0;
        while (environ[count] != NULL) count++;
        char **copy = calloc(count + 1, sizeof(char *));
        if (copy != NULL) {
            size_t index = 0;
            for (; index < count; index++) {
                copy[index] = strdup(environ[index]);
                if (copy[index] == NULL) break;
            }
            if (index == count) {
                char *environment_end = contiguous_end(environ, -1, end);
                environment_copy = copy;
                environ = copy;
                end = environment_end;
            } else {
                for (size_t freed = 0; freed < index; freed++) free(copy[freed]);
                free(copy);
            }
        }
    }
    title_area = start_argv[0];
    title_room = (size_t)(end - title_area);
    return title_room;
}

void csystem_process_title_set(const char *title) {
    if (title_area == NULL || title_room < 2) return;
    size_t length = strlen(title);
    if (length > title_room - 1) length = title_room - 1;
    memcpy(title_area, title, length);
    memset(title_area + length, 0, title_room - length);
}
