/* screen.h: the screens of the terminal view. Each screen is a module
 * with a draw and a key function; the state they share is the app's
 * (app/app.h); the main loop in ui.c only dispatches. */
#ifndef ARIMAA_TUI_SCREEN_H
#define ARIMAA_TUI_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>
#include "app/app.h"
#include "app/next.h"

struct screen_ops {
	const char *name;
	void (*draw)(struct ui *u);
	void (*key)(struct ui *u, const struct ui_key *k);
};

/* The screens, indexed by enum screen_id. */
extern const struct screen_ops screen_table[SCREEN_NB];

/* The screen the mode and the game's phase call for: the replay viewer,
 * the archive list, or setup, play or game over. */
enum screen_id screen_base(const struct ui *u);

/* Draws the screen under an overlay (prompt, confirmation). */
void screen_draw_base(struct ui *u);

/* Opens the prompt over the current screen. */
void screen_open_prompt(struct ui *u);

/* Asks the name of colour c's player on the prompt line (Enter keeps the
 * name shown); after Gold's, Silver's is asked. */
void screen_ask_name(struct ui *u, enum color c);

/* Asks a yes/no question; yes performs action. */
void screen_open_confirm(struct ui *u, enum confirm_action action, const char *question);

/* Does what a file action returned: opens the game's screen, the replay
 * viewer, the archive's list or the resume question, or nothing. */
void screen_follow(struct ui *u, enum files_next next);

/* Quits, asking first if a game is in progress. */
void screen_ask_quit(struct ui *u);

/* The game has just ended off the board (a clock's flag, an engine's
 * fault; the caller says why): it is autosaved, and a playing screen, a
 * prompt or a question gives way to the game-over screen. */
void screen_game_ended(struct ui *u);

/* Opens the help screen at its top. */
void screen_open_help(struct ui *u);

/* Opens the list of recent messages. */
void screen_open_messages(struct ui *u);

/* The keys the viewers share with the board screens (the action table's
 * ACTION_VIEW entries: :, ?, S, M, q, Ctrl-L; and f flips). Returns true if it handled k. */
bool screen_common_key(struct ui *u, const struct ui_key *k);

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

/* Opens the choice of a time control for the game (before its first move). */
void screen_open_clock(struct ui *u);

/* Opens the pause screen: both clocks stop and the board is hidden. */
void screen_open_pause(struct ui *u);
void screen_messages_draw(struct ui *u);
void screen_messages_key(struct ui *u, const struct ui_key *k);

/* Opens the replay viewer on the game shown, at its start (at_end: at its
 * end). Returns false (the status says why) if memory ran out. */
bool screen_open_replay(struct ui *u, bool at_end);

/* Leaves the replay viewer for the game screens. */
void screen_close_replay(struct ui *u);

/* Runs a line typed at the prompt in the replay viewer: a turn to go to. */
void screen_replay_command(struct ui *u, const char *line);

/* Key helpers. */
static inline bool key_is(const struct ui_key *k, wint_t c) { return !k->code && !k->mouse && k->ch == c; }
static inline bool key_code(const struct ui_key *k, int c) { return k->code && !k->mouse && k->ch == (wint_t)c; }

#endif
