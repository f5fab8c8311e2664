/* lineedit.c: the prompt's line editing (see lineedit.h). */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/lineedit.h"

enum { LINEEDIT_HISTORY = sizeof ((struct ui *)0)->history / sizeof ((struct ui *)0)->history[0] };

/* Replaces the line with text, the cursor at its end. */
static void lineedit_set(struct ui *u, const char *text)
{
	snprintf(u->prompt, sizeof u->prompt, "%s", text);
	u->prompt_len = strlen(u->prompt);
	u->prompt_at = u->prompt_len;
	u->prompt_full = false;
}

/* Deletes the characters from..to-1 of the line. */
static void lineedit_cut(struct ui *u, size_t from, size_t to)
{
	memmove(u->prompt + from, u->prompt + to, u->prompt_len - to + 1);
	u->prompt_len -= to - from;
	u->prompt_at = from;
}

void lineedit_do(struct ui *u, enum lineedit_op op)
{
	if (u->prompt_at > u->prompt_len)
		u->prompt_at = u->prompt_len;
	size_t at = u->prompt_at;
	switch (op) {
	case LINEEDIT_RUBOUT:
		if (at > 0)
			lineedit_cut(u, at - 1, at);
		break;
	case LINEEDIT_DELETE:
		if (at < u->prompt_len)
			lineedit_cut(u, at, at + 1);
		break;
	case LINEEDIT_LEFT:
		if (at > 0)
			u->prompt_at--;
		break;
	case LINEEDIT_RIGHT:
		if (at < u->prompt_len)
			u->prompt_at++;
		break;
	case LINEEDIT_HOME:
		u->prompt_at = 0;
		break;
	case LINEEDIT_END:
		u->prompt_at = u->prompt_len;
		break;
	case LINEEDIT_KILL_BEFORE:
		lineedit_cut(u, 0, at);
		break;
	case LINEEDIT_KILL_AFTER:
		u->prompt[at] = '\0';
		u->prompt_len = at;
		break;
	case LINEEDIT_KILL_WORD:
		while (at > 0 && u->prompt[at - 1] == ' ')
			at--;
		while (at > 0 && u->prompt[at - 1] != ' ')
			at--;
		lineedit_cut(u, at, u->prompt_at);
		break;
	case LINEEDIT_OLDER:
		if (u->history_at > 0)
			lineedit_set(u, u->history[--u->history_at]);
		break;
	case LINEEDIT_NEWER:
		if (u->history_at < u->nhistory - 1) {
			lineedit_set(u, u->history[++u->history_at]);
		} else if (u->history_at < u->nhistory) {
			u->history_at = u->nhistory;
			lineedit_set(u, "");
		}
		break;
	}
}

bool lineedit_insert(struct ui *u, char c)
{
	if (u->prompt_at > u->prompt_len)
		u->prompt_at = u->prompt_len;
	if (u->prompt_len + 1 >= sizeof u->prompt) {
		u->prompt_full = true; /* the line is not run (screen_prompt.c) */
		return false;
	}
	memmove(u->prompt + u->prompt_at + 1, u->prompt + u->prompt_at, u->prompt_len - u->prompt_at + 1);
	u->prompt[u->prompt_at++] = c;
	u->prompt_len++;
	return true;
}

void lineedit_remember(struct ui *u, const char *line)
{
	u->history_at = u->nhistory;
	if (!line[0] || (u->nhistory > 0 && strcmp(u->history[u->nhistory - 1], line) == 0))
		return;
	if (u->nhistory == LINEEDIT_HISTORY) {
		memmove(u->history[0], u->history[1], sizeof u->history[0] * (LINEEDIT_HISTORY - 1));
		u->nhistory--;
	}
	snprintf(u->history[u->nhistory++], sizeof u->history[0], "%s", line);
	u->history_at = u->nhistory;
}
