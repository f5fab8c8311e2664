/* command.h: the ':' prompt's reading of a line: whether it is one of the
 * bindings table's words (tui/action.c holds the words, what follows each
 * and what it does), alone or with what follows it, or notation to be
 * played as a whole turn or setup. No curses. */
#ifndef ARIMAA_APP_COMMAND_H
#define ARIMAA_APP_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

/* Whether line, blanks around it ignored, is word (in any case), alone or
 * followed by blanks and more: then *arg points at what follows (within
 * line) and *arglen is its length, blanks trimmed (0 if nothing follows).
 * "saved" is not the word "save". */
bool command_match(const char *line, const char *word, const char **arg, size_t *arglen);

/* Whether line holds nothing but blanks. */
bool command_blank(const char *line);

/* Copies line into out (size bytes), blanks around it trimmed, truncated
 * to fit: notation, or a move's label in the replay viewer. */
void command_trim(const char *line, char *out, size_t size);

#endif
