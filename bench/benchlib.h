/* benchlib.h: what the engine's benchmarks share: an archive read from a
 * file, one of its games replayed, the shuffled setups and the loop the
 * games are played by, a clock, and the player's settings from the
 * environment. */
#ifndef ARIMAA_BENCH_BENCHLIB_H
#define ARIMAA_BENCH_BENCHLIB_H

#include <stddef.h>
#include "core/game.h"
#include "engine/engine.h"
#include "notation/archive.h"
#include "notation/record.h"

/* Reads and parses the archive at path into *a (its text to *text, to be
 * freed after archive_free). Returns 0, or -1 with a message printed. */
int benchlib_archive(const char *prog, const char *path, struct archive *a, char **text);

/* Replays game `row` of a into *g (game_free it). Returns 0, or -1 if the game cannot be read. */
int benchlib_game(const struct archive *a, size_t row, struct game *g);

/* A setup for side c as notation into buf (size bytes): the player's
 * first (engine_setup), its pieces shuffled by rand(), the setups the
 * benchmarks' games start from. */
void benchlib_shuffled_setup(enum color c, char *buf, size_t size);

/* Gives the move of g's side to move, a setup or a turn, as notation
 * into buf (size bytes). Returns 0, or nonzero when it has none. */
typedef int benchlib_mover(void *ctx, const struct game *g, char *buf, size_t size);

/* Plays g on, each move from mover(ctx, ...), until it is over or its
 * turn number passes last: the benchmarks' game loop. Returns 0 then;
 * -1 when the mover had none or gave one that cannot be played, g as it
 * was before that move, the move in buf and why in err->message ("no
 * move given" when there was none). */
int benchlib_play(struct game *g, int last, benchlib_mover *mover, void *ctx, char *buf, size_t size,
		  struct record_error *err);

/* Seconds on a monotonic clock. */
double benchlib_now(void);

/* Seconds of processor time this process has used (on a loaded machine
 * the fair measure of speed). */
double benchlib_cpu(void);

/* The player's features (ENGINE_USE_* bits) from the environment
 * variable name (BENCH_FEATURES, BENCH_PREV_FEATURES), or fallback if it
 * is not set. */
unsigned benchlib_features(const char *name, unsigned fallback);

/* A number from the environment variable name (BENCH_NODES and the
 * like), or fallback if it is not set or empty. */
long benchlib_env(const char *name, long fallback);

/* Sets in e's judgement the weights the environment variable name
 * lists (BENCH_WEIGHTS, BENCH_PREV_WEIGHTS), as name=value pairs parted
 * by commas ("advance_4=25,elephant_mob=3"; eval.c names them), each
 * value a whole number in decimal. Returns 0 (nothing to do when it is
 * not set), or -1 with a message printed that names the pair refused
 * and the weights there are; the pairs before it are set. */
int benchlib_weights(const char *prog, const char *name, struct engine *e);

/* Writes to buf (size bytes, at least 4) the weights of e's that differ
 * from the defaults, as BENCH_WEIGHTS takes them ("elephant_mob=3"),
 * ended by "..." where they do not fit; "" when none differ. So that a
 * match's log names the weights each side played with. */
void benchlib_weights_text(const struct engine *e, char *buf, size_t size);

#endif
