/* cli.h: the batch commands of the command line (--check, --position,
 * --moves) and the pieces they share: reading files, loading a game from
 * FILE or FILE#ID, and wording problems with the input. */
#ifndef ARIMAA_CLI_CLI_H
#define ARIMAA_CLI_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "core/game.h"
#include "notation/record.h"

/* Exit statuses: every game fine, a problem with the input, a usage error. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FAIL = 1, CLI_EXIT_USAGE = 2 };

/* The largest file the command line reads. */
#define CLI_FILE_MAX ((size_t)256 * 1024 * 1024)

/* Reads the whole file at path ("-" for standard input) into a malloc'd
 * buffer (NUL-terminated for convenience; *len excludes the NUL). Returns 0,
 * or -1 with a message such as "cannot open: No such file or directory" in err. */
int cli_file_read(const char *path, char **data, size_t *len, char *err, size_t errsize);

/* Writes s to f, showing control characters and DEL as \xNN so that no
 * byte from a hostile file reaches the terminal raw. */
void cli_print_safe(FILE *f, const char *s);

/* Writes "LABEL: KIND: [move M: | line N: ]MESSAGE" and a newline to f. */
void cli_print_problem(FILE *f, const char *label, const char *kind, const struct record_error *err);

/* Loads the game named by spec (FILE, or FILE#ID for an archive row; the
 * first row of an archive without #ID) and replays it into g. Problems are
 * written to f as "arimaa: LABEL: error: ..." or "... illegal: ...".
 * Returns 0 with g to be freed by game_free, or 1 (nothing to free). */
int cli_load(const char *spec, bool old_rules, struct game *g, FILE *f);

/* --check: checks every game of every file, one line each on standard
 * output. Returns the exit status (0 if all are ok, else 1). */
int cli_check(const char *const *files, int nfiles, bool old_rules);

/* --position: prints the position at the end of the game as a diagram. Returns the exit status. */
int cli_position(const char *spec, bool old_rules);

/* --moves (and --count): prints every distinct legal turn for the side to
 * move at the end of the game, or only their number. Returns the exit status. */
int cli_moves(const char *spec, bool old_rules, bool count_only);

#endif
