/* cli.h: the batch commands of the command line (--check, --position,
 * --moves) and the pieces they share: loading a game from FILE or FILE#ID
 * (through the store's loader, as the screens do), and wording problems
 * with the input. */
#ifndef ARIMAA_CLI_CLI_H
#define ARIMAA_CLI_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "core/game.h"
#include "notation/record.h"

/* Exit statuses: every game fine, a problem with the input, a usage error. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FAIL = 1, CLI_EXIT_USAGE = 2 };

/* Writes s to f so that no byte from a hostile file reaches the terminal
 * raw: C0 controls, DEL and lone bytes 0x80-0x9f (C1 in 8 bits) as \xNN,
 * C1 controls in UTF-8 (U+0080-U+009F) as \uNNNN; the rest as it is. */
void cli_print_safe(FILE *f, const char *s);

/* Writes "LABEL: KIND: " and err as record_error_format words it, and a newline, to f. */
void cli_print_problem(FILE *f, const char *label, const char *kind, const struct record_error *err);

struct load_source;

/* Loads the game named by spec (FILE, or FILE#ID for an archive row; the
 * first row of an archive without #ID) and replays it into g. Problems are
 * written to f as "arimaa: LABEL: error: ..." or "... illegal: ...".
 * Returns 0 with g to be freed by game_free, or 1 (nothing to free). */
int cli_load(const char *spec, bool old_rules, struct game *g, FILE *f);

/* Opens spec (FILE, or FILE#ID) and finds the games it names, rows
 * [*first, *end) of the source (*has_id: an id was given). Returns 0 (close
 * src and free *path), or 1 with the problem written to f as
 * "LABEL: error: ..." (nothing to free). */
int cli_open(const char *spec, struct load_source *src, char **path, size_t *first, size_t *end,
	     bool *has_id, FILE *f);

/* --check: checks every game of every file, one line each on standard
 * output. Returns the exit status (0 if all are ok, else 1). */
int cli_check(const char *const *files, int nfiles, bool old_rules);

/* --position: prints the position at the end of the game as a diagram. Returns the exit status. */
int cli_position(const char *spec, bool old_rules);

/* --moves (and --count): prints every distinct legal turn for the side to
 * move at the end of the game, or only their number. Returns the exit status. */
int cli_moves(const char *spec, bool old_rules, bool count_only);

/* --print (main_line false): writes the canonical annotated record of each
 * game of spec (FILE, or FILE#ID) on standard output, variations and
 * comments included; --main-line (main_line true): the main line of each
 * as a plain record. Returns the exit status (1 if a game is illegal:
 * what was read is printed, the problem goes to standard error). */
int cli_print(const char *spec, bool old_rules, bool main_line);

struct gametree;

/* Run on each game before it is written (label names it): returns 0, or
 * nonzero when it failed (the exit status becomes 1). */
typedef int (*cli_tree_fn)(void *ctx, const char *label, struct gametree *t);

/* As cli_print, with hook run on each game's tree before it is written. */
int cli_print_trees(const char *spec, bool old_rules, bool main_line, cli_tree_fn hook, void *hook_ctx);

/* --analyse: every position of each game's main line searched by the
 * built-in engine (engine NULL or "builtin") or the AEI engine engine, to
 * depth steps (0: none) or for time_ms (0: none; with neither, a second),
 * on threads threads (0: one, and an AEI engine not told), and each game
 * written as the annotated record with %eval on its moves and the glyphs
 * and comments of analysis_game_apply. Returns the exit status. */
int cli_analyse(const char *spec, bool old_rules, const char *engine, int depth, long time_ms, int threads);


/* --check of an opened source in the annotated format: one line per game
 * judging its main line, and a line for the first illegal variation of
 * each. Returns false (nothing printed) when src is not in that format;
 * clears *all_ok when a game or a variation is not legal. */
bool cli_print_check(const char *spec, const struct load_source *src, bool old_rules, bool *all_ok);

#endif
