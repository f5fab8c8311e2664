/* movegen.c: enumeration of distinct legal turns (being written). */
#include "config.h"
#include "core/movegen.h"
