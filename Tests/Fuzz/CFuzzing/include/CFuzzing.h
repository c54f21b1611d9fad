#ifndef CFUZZING_H
#define CFUZZING_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has its own main: parses libFuzzer's options from argv and fuzzes
/// `callback`. Defined by libFuzzer's runtime, which only a build with -sanitize=fuzzer links; the fuzz
/// targets call it only in that build (their main is Swift's, as SwiftPM links executables).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
