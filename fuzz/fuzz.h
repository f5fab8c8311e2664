/* fuzz.h: what the libFuzzer targets share: the entry point, checked
 * assertions that abort with a message, and checks of a position's and a
 * game's consistency. */
#ifndef ARIMAA_FUZZ_FUZZ_H
#define ARIMAA_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include "core/game.h"
#include "notation/record.h"

/* The entry point libFuzzer (or fuzz/corpus_run.c) calls with each input. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with file, line and message unless cond holds. */
#define FUZZ_ASSERT(cond, msg) \
	((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, #cond, (msg)))

/* Prints where and why an invariant failed, then aborts. */
_Noreturn void fuzz_fail(const char *file, int line, const char *cond, const char *msg);

/* A malloc'd NUL-terminated copy of data (NUL bytes inside kept), or NULL. */
char *fuzz_text(const uint8_t *data, size_t size);

/* Aborts unless the bitboards, the mailbox and the hash of pos agree. */
void fuzz_check_position(const struct position *pos);

/* Whether two positions have the same board, side to move and hash. */
bool fuzz_same_position(const struct position *a, const struct position *b);

/* Aborts unless an error message is NUL-terminated within its buffer. */
void fuzz_check_error(const struct record_error *err);

/* Replays rec (old_rules as given), writes the game with record_write,
 * reads and replays that again, and aborts unless it reaches the same
 * position, phase and verdict and writes the same text again. */
void fuzz_record_roundtrip(const struct record *rec, bool old_rules);

#endif
