// The declaration of libFuzzer's driver is all this target holds (see include/CFuzzing.h); a C target
// needs a source file.
#include "CFuzzing.h"
