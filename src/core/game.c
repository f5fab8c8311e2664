/* game.c: a whole game (being written). */
#include "config.h"
#include "core/game.h"
