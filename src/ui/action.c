/* action.c: the table of every action a player can take on the board
 * screens (see action.h), the functions that run them, and the readers of
 * the table: keys, prompt words, the help listing. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "ui/action.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/files.h"
#include "ui/helpkeys.h"
#include "ui/uiengine.h"

/* ---- what the actions do ---- */

static void action_prompt(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_open_prompt(u);
}

static void action_open_help(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_open_help(u);
}

static void action_flip(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->s.flipped = !u->s.flipped;
	session_say(&u->s, false, "board flipped: %s at the bottom",
		    session_view_flipped(&u->s) ? "Silver" : "Gold");
}

static void action_hotseat(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->s.hotseat = !u->s.hotseat;
	session_say(&u->s, false, "hot-seat view %s",
		    u->s.hotseat ? "on: the board turns to the player to move" : "off");
}

static void action_save(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k;
	screen_follow(u, files_save(u, arg));
}

static void action_replay(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_GAME && screen_open_replay(u, true))
		session_say(&u->s, false, "replay viewer at the end of the game: h/l step, k/j turn, Esc back");
}

static void action_quit(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_ask_quit(u);
}

static void action_redraw(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)u, (void)k, (void)arg;
	clearok(curscr, TRUE);
}

static void action_messages(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	screen_open_messages(u);
}

/* Engines (uiengine.c, issue 11): the computer player and analysis. */
static void action_computer(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_GAME)
		uiengine_computer(u);
}

static void action_analyse(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	uiengine_analyse(u);
}

static void action_pause(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	if (u->mode == UI_MODE_GAME)
		screen_open_pause(u); /* clocks: pause */
}

/* ":clock" opens the choice; ":clock M/R/P/L/G/T" (or "none") sets the
 * time control, before the game's first move. */
static void action_clock(struct ui *u, const struct ui_key *k, const char *arg)
{
	char why[200];
	(void)k;
	if (!arg || !arg[0]) {
		screen_open_clock(u);
		return;
	}
	if (u->mode != UI_MODE_GAME || u->s.game.nmoves > 0) {
		session_say(&u->s, true, "the clock is chosen before the first move (:new starts a new game)");
		return;
	}
	bool none = strcmp(arg, "none") == 0;
	if (clockui_set(u, none ? NULL : arg, false, why, sizeof why) != 0)
		session_say(&u->s, true, "clock refused: %s", why);
	else if (none)
		session_say(&u->s, false, "no clock");
	else
		session_say(&u->s, false, "clock %s: %s's clock runs", arg, session_side_name(&u->s, u->s.game.pos.side));
}

static void action_handover(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->clk.handover = !u->clk.handover;
	session_say(&u->s, false, "hand-over screen between turns %s", u->clk.handover ? "on" : "off");
}

static void action_new(struct ui *u, const struct ui_key *k, const char *arg)
{
	char q[sizeof u->question];
	(void)k, (void)arg;
	if (files_leaving_loses(u, "starts a new game", q, sizeof q))
		screen_open_confirm(u, CONFIRM_NEW, q);
	else if (session_in_progress(&u->s))
		screen_open_confirm(u, CONFIRM_NEW, "abandon this game for a new one? (y/n)");
	else
		screen_follow(u, files_new_game(u, false));
}

static void action_rematch(struct ui *u, const struct ui_key *k, const char *arg)
{
	char q[sizeof u->question];
	(void)k, (void)arg;
	if (u->s.game.phase != GAME_OVER) {
		session_say(&u->s, true, "a rematch follows a finished game");
		return;
	}
	if (files_leaving_loses(u, "starts the rematch", q, sizeof q))
		screen_open_confirm(u, CONFIRM_REMATCH, q);
	else
		screen_follow(u, files_new_game(u, true));
}

static void action_takeback(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	(void)k, (void)arg;
	if (s->game.nmoves == 0) {
		session_say(s, true, "no move to take back");
		return;
	}
	char q[160], line[128];
	session_move_text(s, s->game.nmoves - 1, line, sizeof line);
	if (s->game.phase == GAME_OVER)
		snprintf(q, sizeof q, "take back the last move? both players agree (y/n)");
	else if (s->game.moves[s->game.nmoves - 1].type == MOVE_SETUP)
		snprintf(q, sizeof q, "take back %s's setup? both players agree (y/n)",
			 session_side_name(s, s->game.moves[s->game.nmoves - 1].side));
	else
		snprintf(q, sizeof q, "take back %.100s? both players agree (y/n)", line);
	screen_open_confirm(u, CONFIRM_TAKEBACK, q);
}

static void action_resign(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_resign(&u->s);
}

/* The board direction an arrow key means on a board drawn with this orientation. */
static enum dir action_arrow_dir(const struct ui_key *k, bool flip)
{
	if (key_code(k, KEY_UP) || key_is(k, 'k'))
		return flip ? DIR_S : DIR_N;
	if (key_code(k, KEY_DOWN) || key_is(k, 'j'))
		return flip ? DIR_N : DIR_S;
	if (key_code(k, KEY_LEFT) || key_is(k, 'h'))
		return flip ? DIR_E : DIR_W;
	return flip ? DIR_W : DIR_E;
}

static void action_cursor(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k)
		pick_cursor(&u->s.pick, action_arrow_dir(k, session_view_flipped(&u->s)));
}

/* Takes the steps a pick gave, or says why not. */
static void action_pick_result(struct ui *u, enum pick_result r, const struct pick_move *m, const char *msg)
{
	if (r == PICK_PLAY)
		session_play(&u->s, m);
	else if (msg[0])
		session_say(&u->s, r == PICK_REFUSED, "%s", msg);
}

static void action_enter(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	struct pick_move m;
	char msg[160];
	(void)k, (void)arg;
	enum pick_result r = pick_activate(&s->pick, &s->turn, &m, msg, sizeof msg);
	action_pick_result(u, r, &m, msg);
}

static void action_pull(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	struct pick_move m;
	char msg[160];
	(void)k, (void)arg;
	enum pick_result r = pick_accept_pull(&s->pick, &s->turn, &m, msg, sizeof msg);
	action_pick_result(u, r, &m, msg);
}

static void action_cancel(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct pick *p = &u->s.pick;
	(void)k, (void)arg;
	if (p->mode == PICK_PULL) {
		session_say(&u->s, false, "pull declined");
		int piece = p->piece;
		pick_cancel(p);
		if (piece >= 0) {
			char msg[160];
			pick_select(p, &u->s.turn, piece, msg, sizeof msg);
		}
		return;
	}
	session_say(&u->s, false, "%s", "");
	pick_cancel(p);
}

static void action_undo(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_undo(&u->s);
}

static void action_undo_action(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_undo_action(&u->s);
}

static void action_redo(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_redo(&u->s);
}

static void action_reset(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_reset(&u->s);
}

static void action_end(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_end_turn(&u->s);
}

static void action_setup_cursor(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	if (k)
		setupedit_cursor(&u->s.edit, action_arrow_dir(k, session_view_flipped(&u->s)));
}

static void action_setup_enter(struct ui *u, const struct ui_key *k, const char *arg)
{
	struct session *s = &u->s;
	(void)k, (void)arg;
	if (setupedit_activate(&s->edit))
		session_say(s, false, "swapped");
	else if (s->edit.marked >= 0)
		session_say(s, false, "now pick the square to swap with (Esc to unpick)");
}

static void action_setup_unpick(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	u->s.edit.marked = -1;
}

static void action_setup_preset(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)arg;
	struct setupedit *se = &u->s.edit;
	int i = 0;
	if (k && !k->code && k->ch >= '1' && k->ch <= '9') {
		i = (int)(k->ch - '1');
		if (i >= setupedit_preset_count(se)) {
			session_say(&u->s, true, "there are %d presets", setupedit_preset_count(se));
			return;
		}
	}
	setupedit_preset(se, i);
	session_say(&u->s, false, "preset: %s", setupedit_preset_name(se, i));
}

static void action_setup_shuffle(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	setupedit_random(&u->s.edit, &u->s.seed);
	session_say(&u->s, false, "shuffled");
}

static void action_setup_mirror(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	setupedit_mirror(&u->s.edit);
	session_say(&u->s, false, "mirrored");
}

static void action_setup_accept(struct ui *u, const struct ui_key *k, const char *arg)
{
	(void)k, (void)arg;
	session_accept_setup(&u->s);
}

/* ---- the table ---- */

#define SP ACTION_SETUP
#define PL ACTION_PLAY
#define OV ACTION_OVER

const struct action action_table[] = {
	/* Playing. */
	{ "arrows", COMMAND_EMPTY, NULL,
	  "move the cursor (the directions follow the board as drawn)", PL, action_cursor },
	{ "a1..h8", COMMAND_EMPTY, NULL,
	  "type a square's name (a file, then a rank) to put the cursor there; "
	  "a piece there is selected", PL, NULL },
	{ "Enter", COMMAND_EMPTY, NULL,
	  "select the piece under the cursor; with a piece selected, play what the preview "
	  "line shows: its path of up to four steps to the cursor, a push or a pull", PL, action_enter },
	{ "click drag", COMMAND_EMPTY, NULL,
	  "click a piece, then a square (a path of several steps is shown first: click "
	  "again to play it); or press on a piece and release on the square", PL, NULL },
	{ "p", COMMAND_EMPTY, NULL, "pull the marked enemy piece into the square just left", PL, action_pull },
	{ "Esc", COMMAND_EMPTY, NULL, "drop the selection, or decline a pull", PL, action_cancel },
	{ "u Backspace", COMMAND_UNDO, NULL, "undo the last step", PL, action_undo },
	{ "U", COMMAND_EMPTY, NULL, "undo the last push or pull as a whole (else the last step)", PL,
	  action_undo_action },
	{ "r Ctrl-R", COMMAND_REDO, NULL, "redo the step undone last", PL, action_redo },
	{ "x", COMMAND_RESET, NULL, "take back every step of this turn (r redoes them)", PL, action_reset },
	{ "Space", COMMAND_END, NULL, "end the turn", PL, action_end },
	/* The setup editor. */
	{ "arrows h j k l", COMMAND_EMPTY, NULL, "move the cursor on the home ranks", SP,
	  action_setup_cursor },
	{ "Enter Space click", COMMAND_EMPTY, NULL,
	  "pick a piece, then the square to swap it with", SP, action_setup_enter },
	{ "Esc", COMMAND_EMPTY, NULL, "drop the picked piece", SP, action_setup_unpick },
	{ "a", COMMAND_END, NULL, "accept the setup shown", SP, action_setup_accept },
	{ "1-9", COMMAND_EMPTY, NULL, "the presets (from the data directory)", SP, action_setup_preset },
	{ "d", COMMAND_EMPTY, NULL, "the default arrangement", SP, action_setup_preset },
	{ "s", COMMAND_EMPTY, NULL, "a random arrangement", SP, action_setup_shuffle },
	{ "m", COMMAND_EMPTY, NULL, "mirror left to right", SP, action_setup_mirror },
	/* Game over. */
	{ "n", COMMAND_EMPTY, NULL, "a new game, the same players on the same sides", OV, action_new },
	{ "r", COMMAND_REMATCH, NULL, "a rematch, the players' colours swapped", OV, action_rematch },
	/* Every board screen. */
	{ "t", COMMAND_TAKEBACK, NULL,
	  "take back the last move (both players confirm); a turn's steps can be redone", SP | PL | OV,
	  action_takeback },
	{ ":", COMMAND_EMPTY, NULL,
	  "the prompt: a whole turn or setup in notation, a piece's square and where it "
	  "goes (d2d5), or a command", SP | PL | OV | ACTION_VIEW, action_prompt },
	{ "? F1", COMMAND_HELP, NULL, "this help", SP | PL | OV | ACTION_VIEW, action_open_help },
	{ "F", COMMAND_FLIP, NULL, "flip the board", SP | PL | OV | ACTION_VIEW, action_flip },
	{ "H", COMMAND_HOTSEAT, NULL, "hot-seat view: the board turns toward the player to move", SP | PL | OV,
	  action_hotseat },
	{ "S", COMMAND_SAVE, "[FILE]",
	  "save the game: to FILE, else where it was saved last, else a new file in "
	  "~/.local/share/arimaa", SP | PL | OV | ACTION_VIEW, action_save },
	{ "v", COMMAND_REPLAY, NULL, "the replay viewer, at the end of the game so far", SP | PL | OV,
	  action_replay },
	{ "M", COMMAND_MESSAGES, NULL, "the recent messages", SP | PL | OV | ACTION_VIEW, action_messages },
	{ "Ctrl-L", COMMAND_EMPTY, NULL, "redraw the screen", SP | PL | OV | ACTION_VIEW, action_redraw },
	{ "q", COMMAND_QUIT, NULL, "quit (asks first while a game is in progress)", SP | PL | OV | ACTION_VIEW, action_quit },
	{ NULL, COMMAND_NEW, NULL, "a new game (asks first while one is in progress)", SP | PL | OV, action_new },
	/* The clocks (clockui.c). */
	{ "P", COMMAND_PAUSE, NULL, "pause: both clocks stop and the board is hidden", SP | PL | OV, action_pause },
	{ NULL, COMMAND_CLOCK, "[M/R/P/L/G/T|none]",
	  "the time control, before the first move (alone: the choice of presets)", SP | PL | OV, action_clock },
	{ NULL, COMMAND_HANDOVER, NULL, "a hand-over screen between turns, or none", SP | PL | OV, action_handover },
	{ NULL, COMMAND_RESIGN, NULL, "the player to move resigns", PL, action_resign },
	/* Engines (uiengine.c, issue 11). */
	{ "C", COMMAND_EMPTY, NULL, "the computer (the built-in engine) plays Silver; again: Gold; "
	  "again: nobody", SP | PL | OV, action_computer },
	{ "A", COMMAND_EMPTY, NULL, "analysis: the engine's best move and score from the position shown",
	  SP | PL | OV | ACTION_VIEW, action_analyse },
	{ NULL, COMMAND_EMPTY, NULL, NULL, 0, NULL }
};

#undef SP
#undef PL
#undef OV

/* ---- reading the table ---- */

unsigned action_screen_bit(enum screen_id id)
{
	switch (id) {
	case SCREEN_SETUP: return ACTION_SETUP;
	case SCREEN_PLAY: return ACTION_PLAY;
	case SCREEN_OVER: return ACTION_OVER;
	default: return 0;
	}
}

/* Whether the key named by the len characters at name is k. */
static bool action_key_named(const char *name, size_t len, const struct ui_key *k)
{
	static const struct {
		const char *name;
		int code;   /* a KEY_* code, or 0 */
		int ch;     /* a character, or 0 */
		int ch2;
	} names[] = {
		{ "Enter", KEY_ENTER, '\r', '\n' },
		{ "Space", 0, ' ', 0 },
		{ "Tab", 0, '\t', 0 },
		{ "Esc", 0, 27, 0 },
		{ "Backspace", KEY_BACKSPACE, 127, 8 },
		{ "Up", KEY_UP, 0, 0 },
		{ "Down", KEY_DOWN, 0, 0 },
		{ "Left", KEY_LEFT, 0, 0 },
		{ "Right", KEY_RIGHT, 0, 0 },
		{ "Home", KEY_HOME, 0, 0 },
		{ "End", KEY_END, 0, 0 },
		{ "PgUp", KEY_PPAGE, 0, 0 },
		{ "PgDn", KEY_NPAGE, 0, 0 },
		{ "F1", KEY_F(1), 0, 0 },
	};
	if (k->mouse)
		return false;
	if (len == 1)
		return key_is(k, (wint_t)(unsigned char)name[0]);
	if (len == 3 && name[1] == '-') /* a range: "1-9" */
		return !k->code && k->ch >= (wint_t)(unsigned char)name[0] && k->ch <= (wint_t)(unsigned char)name[2];
	if (len == 6 && strncmp(name, "Ctrl-", 5) == 0)
		return key_is(k, (wint_t)(name[5] & 0x1f));
	if (len == 6 && strncmp(name, "arrows", 6) == 0)
		return key_code(k, KEY_UP) || key_code(k, KEY_DOWN) || key_code(k, KEY_LEFT) || key_code(k, KEY_RIGHT);
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strlen(names[i].name) != len || strncmp(names[i].name, name, len) != 0)
			continue;
		if (names[i].code && key_code(k, names[i].code))
			return true;
		if (names[i].ch && (key_is(k, (wint_t)names[i].ch) || (names[i].ch2 && key_is(k, (wint_t)names[i].ch2))))
			return true;
	}
	return false;
}

/* Whether one of the keys of a is k. */
static bool action_has_key(const struct action *a, const struct ui_key *k)
{
	const char *p = a->keys;
	if (!p)
		return false;
	while (*p) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		if (n && action_key_named(p, n, k))
			return true;
		p += n;
	}
	return false;
}

bool action_key(struct ui *u, unsigned screen, const struct ui_key *k)
{
	for (const struct action *a = action_table; a->help; a++)
		if ((a->screens & screen) && a->run && action_has_key(a, k)) {
			a->run(u, k, NULL);
			return true;
		}
	return false;
}

bool action_word(struct ui *u, unsigned screen, enum command_kind word, const char *arg)
{
	bool elsewhere = false;
	for (const struct action *a = action_table; a->help; a++) {
		if (a->word != word || !a->run)
			continue;
		if (a->screens & screen) {
			a->run(u, NULL, arg);
			return true;
		}
		elsewhere = true;
	}
	session_say(&u->s, true, "%s: %s", command_name(word),
		    elsewhere ? "not on this screen" : "not a command here");
	return false;
}

void action_keys_text(const struct action *a, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	if (!a->keys) {
		snprintf(buf, size, ":%s%s%s", command_name(a->word), a->args ? " " : "", a->args ? a->args : "");
		return;
	}
	for (const char *p = a->keys; *p && len + 1 < size;) {
		while (*p == ' ')
			p++;
		size_t n = strcspn(p, " ");
		if (!n)
			break;
		int w = snprintf(buf + len, size - len, "%s%.*s", len ? ", " : "", (int)n, p);
		if (w < 0)
			break;
		len += (size_t)w;
		if (len >= size)
			len = size - 1;
		p += n;
	}
}

/* The board screens' sections of the help, each the table's entries for
 * some screens; the headings are the manual's subsections of KEYS. */
static const struct {
	const char *title;
	unsigned screens;   /* entries whose screens are exactly these, ACTION_VIEW aside */
} action_sections[] = {
	{ "Playing", ACTION_PLAY },
	{ "The setup editor", ACTION_SETUP },
	{ "The end of a game", ACTION_OVER },
	{ "Every board screen", ACTION_GAME },
};

size_t action_help(struct helpkeys_line *out, size_t max)
{
	enum { ACTION_MAX = 64 };
	static char keys[ACTION_MAX][48], text[ACTION_MAX][200];
	size_t n = 0, k = 0;
	for (size_t s = 0; s < sizeof action_sections / sizeof action_sections[0]; s++) {
		if (n < max)
			out[n++] = (struct helpkeys_line){ HELPKEYS_HEADING, NULL, action_sections[s].title };
		for (const struct action *a = action_table; a->help && k < ACTION_MAX; a++) {
			if ((a->screens & ~(unsigned)ACTION_VIEW) != action_sections[s].screens || n >= max)
				continue;
			action_keys_text(a, keys[k], sizeof keys[k]);
			if (a->keys && a->word != COMMAND_EMPTY)
				snprintf(text[k], sizeof text[k], "%s (:%s%s%s)", a->help, command_name(a->word),
					 a->args ? " " : "", a->args ? a->args : "");
			else
				snprintf(text[k], sizeof text[k], "%s", a->help);
			out[n++] = (struct helpkeys_line){ HELPKEYS_KEY, keys[k], text[k] };
			k++;
		}
		if (n < max)
			out[n++] = (struct helpkeys_line){ HELPKEYS_TEXT, NULL, "" };
	}
	for (size_t i = 0; i < helpkeys_count && n < max; i++)
		out[n++] = helpkeys_lines[i];
	return n;
}

int action_print(FILE *f)
{
	static struct helpkeys_line lines[ACTION_HELP_MAX];
	size_t n = action_help(lines, ACTION_HELP_MAX);
	return helpkeys_print(f, lines, n);
}
