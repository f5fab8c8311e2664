/* menu.c: the main menu without drawing it (see menu.h). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/editor.h"
#include "app/files.h"
#include "app/listview.h"
#include "app/menu.h"
#include "app/screen.h"
#include "app/startup.h"
#include "app/tutor.h"
#include "app/uiengine.h"
#include "store/load.h"
#include "store/paths.h"
#include "util/xmalloc.h"

/* What a new game the menu asked for is to be. */
enum { MENU_NEW_NONE, MENU_NEW_FRIEND, MENU_NEW_COMPUTER };

static const struct {
	const char *label;
	const char *note;
	char key;
} menu_table[MENU_NB] = {
	[MENU_FRIEND] = { "Play a friend", "two players at this keyboard", 'f' },
	[MENU_COMPUTER] = { "Play the computer", "against the built-in engine, which plays Silver", 'c' },
	[MENU_RESUME] = { "Resume the game", "back to the game", 'r' },
	[MENU_OPEN] = { "Open a game record or the archive", "a file's name; nothing: the famous games", 'o' },
	[MENU_LEARN] = { "Learn: the tutorial", "lessons, each done on the board", 'l' },
	[MENU_PUZZLES] = { "Puzzles", "from real games, by theme and difficulty", 'p' },
	[MENU_EDITOR] = { "Position editor", "any position: play it, or make it a puzzle", 'e' },
	[MENU_HELP] = { "Help", "every key and the rules in short", 'h' },
	[MENU_QUIT] = { "Quit", "", 'q' },
};

size_t menu_items(const struct ui *u, enum menu_item *items)
{
	size_t n = 0;
	for (int i = 0; i < MENU_NB; i++)
		if (i != MENU_RESUME || !u->menu_home)
			items[n++] = (enum menu_item)i;
	return n;
}

const char *menu_label(enum menu_item it)
{
	return (unsigned)it < MENU_NB ? menu_table[it].label : "";
}

char menu_letter(enum menu_item it)
{
	return (unsigned)it < MENU_NB ? menu_table[it].key : ' ';
}

const char *menu_note(enum menu_item it)
{
	return (unsigned)it < MENU_NB ? menu_table[it].note : "";
}

void menu_open(struct ui *u, bool home)
{
	u->menu_home = home;
	u->menu_sel = 0;
	u->screen = SCREEN_MENU;
	if (!home) {
		/* the game shown first: Enter goes back to it */
		enum menu_item items[MENU_NB];
		size_t n = menu_items(u, items);
		for (size_t i = 0; i < n; i++)
			if (items[i] == MENU_RESUME)
				u->menu_sel = i;
	}
	session_say(&u->s, false, "Enter chooses the line marked, or its letter");
}

void menu_mark(struct ui *u, long i)
{
	enum menu_item items[MENU_NB];
	long n = (long)menu_items(u, items);
	u->menu_sel = (size_t)(i < 0 ? 0 : i >= n ? n - 1 : i);
}

bool menu_key(struct ui *u, int c)
{
	enum menu_item items[MENU_NB];
	size_t n = menu_items(u, items);
	for (size_t i = 0; i < n; i++)
		if (menu_table[items[i]].key == c) {
			u->menu_sel = i;
			menu_choose(u);
			return true;
		}
	return false;
}

/* Leaves the menu for the screen below it; from home, a game is chosen:
 * the menu is no longer the screen under the others. */
static void menu_leave(struct ui *u)
{
	u->menu_home = false;
	u->screen = screen_base(u);
}

void menu_after_new(struct ui *u)
{
	int want = u->menu_new;
	u->menu_new = MENU_NEW_NONE;
	if (want == MENU_NEW_COMPUTER && !uiengine_plays(GOLD) && !uiengine_plays(SILVER))
		uiengine_computer(u);
	/* a friend: no engine (the built-in one is let go, as C does) */
	for (int i = 0; want == MENU_NEW_FRIEND && i < 2 && (uiengine_plays(GOLD) || uiengine_plays(SILVER)); i++)
		uiengine_computer(u);
}

/* A new game, with a friend or the computer: at start, the start-up's
 * questions (a friend) or the remembered players at once (the computer);
 * from a game, asked first as :new asks. */
static void menu_new_game(struct ui *u, bool computer)
{
	char q[sizeof u->question];
	bool home = u->menu_home;
	menu_leave(u);
	u->menu_new = computer ? MENU_NEW_COMPUTER : MENU_NEW_FRIEND;
	if (home) {
		if (computer)
			startup_offer(u, true);
		else
			startup_questions(u);
		menu_after_new(u);
	} else if (files_leaving_loses(u, "starts a new game", q, sizeof q)) {
		screen_open_confirm(u, CONFIRM_NEW, q);
	} else if (session_in_progress(&u->s)) {
		screen_open_confirm(u, CONFIRM_NEW, "abandon this game for a new one? (y/n)");
	} else {
		screen_follow(u, files_new_game(u, false));
		menu_after_new(u);
	}
}

/* The lessons, the puzzles or the editor, the game (or the menu, at
 * start) waiting aside: leaving them comes back to it. */
static void menu_learn(struct ui *u, enum menu_item it)
{
	char why[400];
	u->screen = screen_base(u);
	if (it == MENU_EDITOR) {
		if (u->mode != UI_MODE_GAME && u->mode != UI_MODE_REPLAY)
			screen_follow(u, FILES_NEXT_GAME); /* from an archive's list: the game under it */
		if (uiengine_plays(GOLD) || uiengine_plays(SILVER))
			session_say(&u->s, true, "an engine plays in this game: C gives its side back first");
		else
			editor_open(u, false);
		return;
	}
	if (tutor_open(u, it == MENU_LEARN ? TUTOR_LESSONS : TUTOR_PUZZLES, false, why, sizeof why) != 0)
		session_say(&u->s, true, "%s", why);
}

void menu_choose(struct ui *u)
{
	enum menu_item items[MENU_NB];
	size_t n = menu_items(u, items);
	if (u->menu_sel >= n)
		return;
	switch (items[u->menu_sel]) {
	case MENU_FRIEND:
		menu_new_game(u, false);
		break;
	case MENU_COMPUTER:
		menu_new_game(u, true);
		break;
	case MENU_RESUME:
		menu_leave(u);
		break;
	case MENU_OPEN:
		screen_open_prompt(u);
		u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "open ");
		u->prompt_at = u->prompt_len;
		break;
	case MENU_LEARN:
	case MENU_PUZZLES:
	case MENU_EDITOR:
		menu_learn(u, items[u->menu_sel]);
		break;
	case MENU_HELP:
		screen_open_help(u);
		break;
	case MENU_QUIT:
		if (u->menu_home)
			u->quit = true;
		else
			screen_ask_quit(u);
		break;
	case MENU_NB:
		break;
	}
}

void menu_close(struct ui *u)
{
	if (u->menu_home)
		menu_new_game(u, false);
	else
		menu_leave(u);
}

int menu_open_file(struct ui *u, const char *path)
{
	struct load_result r;
	char *cause = NULL, *games = NULL;
	if (!path || !*path)
		path = games = paths_pkgdata("famous-games.txt");
	if (load_path(path, NULL, &r, &cause) != 0) {
		session_say(&u->s, true, "%s", cause);
		free(cause);
		free(games);
		load_free(&r);
		return 1;
	}
	u->menu_home = false;
	if (u->mode == UI_MODE_REPLAY)
		screen_close_replay(u);
	if (r.kind == LOAD_ARCHIVE_LIST) {
		/* the list shown before, if any, gives way */
		listview_free(u);
		load_free(&u->list);
		free(u->list_path);
		u->list = r;
		u->list_path = games ? games : xstrdup(path);
		u->list_sel = u->list_top = 0;
		u->list_filter[0] = '\0';
		session_say(&u->s, false, "%zu games: Enter opens the one marked", r.nentries);
		screen_follow(u, FILES_NEXT_LIST);
		return 0;
	}
	/* the game left is kept aside by the next autosave, not overwritten */
	u->mode = UI_MODE_GAME;
	u->owned = false;
	screen_follow(u, files_open_loaded(u, &r, path));
	load_free(&r);
	free(games);
	return 0;
}
