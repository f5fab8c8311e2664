/* command.c: the ':' prompt's words. Notation is not read here: the line
 * goes whole to the notation library's record_play_line. */
#include "config.h"
#include <ctype.h>
#include <stdbool.h>
#include <string.h>
#include <strings.h>
#include "app/command.h"

static const struct {
	const char *word;
	enum command_kind kind;
} command_words[] = {
	{ "undo", COMMAND_UNDO },
	{ "redo", COMMAND_REDO },
	{ "reset", COMMAND_RESET },
	{ "end", COMMAND_END },
	{ "takeback", COMMAND_TAKEBACK },
	{ "resign", COMMAND_RESIGN },
	{ "flip", COMMAND_FLIP },
	{ "hotseat", COMMAND_HOTSEAT },
	{ "help", COMMAND_HELP },
	{ "?", COMMAND_HELP },
	{ "quit", COMMAND_QUIT },
	{ "q", COMMAND_QUIT },
	{ "new", COMMAND_NEW },
	{ "save", COMMAND_SAVE },
	{ "replay", COMMAND_REPLAY },
	{ "clock", COMMAND_CLOCK },
	{ "pause", COMMAND_PAUSE },
	{ "handover", COMMAND_HANDOVER },
	{ "messages", COMMAND_MESSAGES },
	{ "rematch", COMMAND_REMATCH },
};

enum command_kind command_parse(const char *line, char *text, size_t size)
{
	while (*line && isspace((unsigned char)*line))
		line++;
	size_t n = strlen(line);
	while (n > 0 && isspace((unsigned char)line[n - 1]))
		n--;
	if (size)
		text[0] = '\0';
	if (n == 0)
		return COMMAND_EMPTY;
	for (size_t i = 0; i < sizeof command_words / sizeof command_words[0]; i++)
		if (strlen(command_words[i].word) == n && strncasecmp(line, command_words[i].word, n) == 0)
			return command_words[i].kind;
	/* "save FILE" or "clock M/R/P/L/G/T": the word, blanks, and the rest. */
	bool save = n > 5 && strncasecmp(line, "save", 4) == 0 && isspace((unsigned char)line[4]);
	bool clock = n > 6 && strncasecmp(line, "clock", 5) == 0 && isspace((unsigned char)line[5]);
	if (save || clock) {
		const char *f = line + (save ? 5 : 6);
		while (isspace((unsigned char)*f))
			f++;
		size_t k = n - (size_t)(f - line);
		if (size) {
			if (k > size - 1)
				k = size - 1;
			memcpy(text, f, k);
			text[k] = '\0';
		}
		return save ? COMMAND_SAVE : COMMAND_CLOCK;
	}
	if (size) {
		size_t k = n < size - 1 ? n : size - 1;
		memcpy(text, line, k);
		text[k] = '\0';
	}
	return COMMAND_NOTATION;
}

const char *command_name(enum command_kind k)
{
	for (size_t i = 0; i < sizeof command_words / sizeof command_words[0]; i++)
		if (command_words[i].kind == k)
			return command_words[i].word;
	return "";
}
