/* screen.h: the screens of the terminal view. Each screen is a module
 * with a draw and a key function; the state they share is the app's
 * (app/app.h); the main loop in ui.c only dispatches. */
#ifndef ARIMAA_TUI_SCREEN_H
#define ARIMAA_TUI_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>
#include "app/app.h"
#include "app/screen.h"

struct screen_ops {
	const char *name;
	void (*draw)(struct ui *u);
	void (*key)(struct ui *u, const struct ui_key *k);
};

/* The screens, indexed by enum screen_id (the table is in ui.c, the
 * only caller of the screens' draw and key functions). */
extern const struct screen_ops screen_table[SCREEN_NB];

/* Each screen's draw and key functions (screen_NAME.c). An overlay's
 * draw (prompt, confirm) draws only itself: ui.c draws the screen below first. */
void screen_setup_draw(struct ui *u);
void screen_setup_key(struct ui *u, const struct ui_key *k);
void screen_play_draw(struct ui *u);
void screen_play_key(struct ui *u, const struct ui_key *k);
void screen_over_draw(struct ui *u);
void screen_over_key(struct ui *u, const struct ui_key *k);
void screen_prompt_draw(struct ui *u);
void screen_prompt_key(struct ui *u, const struct ui_key *k);

void screen_help_draw(struct ui *u);
void screen_help_key(struct ui *u, const struct ui_key *k);
void screen_confirm_draw(struct ui *u);
void screen_confirm_key(struct ui *u, const struct ui_key *k);
void screen_replay_draw(struct ui *u);
void screen_replay_key(struct ui *u, const struct ui_key *k);
void screen_list_draw(struct ui *u);
void screen_list_key(struct ui *u, const struct ui_key *k);
void screen_clock_draw(struct ui *u);
void screen_clock_key(struct ui *u, const struct ui_key *k);
void screen_pause_draw(struct ui *u);
void screen_pause_key(struct ui *u, const struct ui_key *k);

void screen_messages_draw(struct ui *u);
void screen_messages_key(struct ui *u, const struct ui_key *k);
void screen_lessons_draw(struct ui *u);
void screen_lessons_key(struct ui *u, const struct ui_key *k);
void screen_tutor_draw(struct ui *u);
void screen_tutor_key(struct ui *u, const struct ui_key *k);
void screen_editor_draw(struct ui *u);
void screen_editor_key(struct ui *u, const struct ui_key *k);
void screen_puzzles_draw(struct ui *u);
void screen_puzzles_key(struct ui *u, const struct ui_key *k);
void screen_menu_draw(struct ui *u);
void screen_menu_key(struct ui *u, const struct ui_key *k);

struct board_view;

/* The board as the play screen shows it: the turn's position, the
 * cursor, the selection and its marks (screen_play.c; the tutor's board too). */
void screen_play_view(const struct ui *u, struct board_view *v);

/* The play screen's own keys, shared with the tutor's board: a click or
 * drag on the board and a square's name typed. Returns true if k was one. */
bool screen_play_board_key(struct ui *u, const struct ui_key *k);

/* Runs a line typed at the prompt in the replay viewer: a turn to go to. */
void screen_replay_command(struct ui *u, const char *line);

/* Keys that arrive as control characters, by name. */
enum {
	KEYCH_BACKSPACE = 8,    /* Ctrl-H, what some terminals send for Backspace */
	KEYCH_ESC = 27,
	KEYCH_DEL = 127         /* what most terminals send for Backspace; the end of printable ASCII */
};
/* The character Ctrl with letter c sends (KEYCH_CTRL('L') is 12). */
#define KEYCH_CTRL(c) ((wint_t)((c) & 0x1f))

/* Key helpers. */
static inline bool key_is(const struct ui_key *k, wint_t c) { return !k->code && !k->mouse && k->ch == c; }
static inline bool key_code(const struct ui_key *k, int c) { return k->code && !k->mouse && k->ch == (wint_t)c; }

#endif
