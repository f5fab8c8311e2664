/* notation.c: placeholder; see notation.h. */
#include "config.h"
#include "notation/notation.h"
