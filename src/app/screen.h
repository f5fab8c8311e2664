/* screen.h (app): which screen is shown, and the moves between screens,
 * without drawing anything: the screen the game calls for, opening the
 * prompt, help, a question, the clock's choice, the pause, the replay
 * viewer; following what a file action or the clocks returned. The
 * terminal view (tui/screen.h) draws the screen chosen here. */
#ifndef ARIMAA_APP_SCREEN_H
#define ARIMAA_APP_SCREEN_H

#include <stdbool.h>
#include "app/app.h"
#include "app/next.h"

/* Puts u in its first state: all zero, no square pressed, no player's name
 * asked, a new session (free it with session_free). */
void screen_init(struct ui *u);

/* The screen the mode and the game's phase call for: the replay viewer,
 * the archive list, or setup, play or game over. */
enum screen_id screen_base(const struct ui *u);

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

/* The side to move resigns, asked first; refused (the status says why)
 * when no game is in play. */
void screen_ask_resign(struct ui *u);

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

/* Opens the choice of a time control for the game (before its first move). */
void screen_open_clock(struct ui *u);

/* Asks which clock a game played on from a timed record (files_play_on)
 * goes on with: the record's own, from the reserves at that move, or one of
 * the presets, started afresh from that move. */
void screen_open_clock_playon(struct ui *u);

/* The clock's choice: the lines before the presets (the record's own clock
 * when playing on), and all its lines. */
size_t screen_clock_extra(const struct ui *u);
size_t screen_clock_lines(const struct ui *u);

/* The clock's choice: takes line i (the game's own clock when playing on,
 * else a preset) as the game's clock (the status says so, keeping a warning
 * from the start in view) and closes the choice. */
void screen_clock_choose(struct ui *u, size_t i);

/* Closes the clock's choice as it was: the clock runs again (the status says so). */
void screen_clock_close(struct ui *u);

/* Esc on the clock's choice: keeps the clock as it is (playing on: the
 * game's own, stopped until the hand-over, or none). */
void screen_clock_keep(struct ui *u);

/* Opens the pause screen: both clocks stop and the board is hidden. */
void screen_open_pause(struct ui *u);

/* Leaves the pause or hand-over screen: the clock of the side to move runs
 * (the status says who is to move). */
void screen_close_pause(struct ui *u);

/* Back from a screen that stopped the game's clock (the lessons, the
 * editor) to the screen u->mode calls for: the pause screen when the game
 * is on the clock and not over (the clock runs when the player is ready),
 * else the clock runs again at once and the status says `said`. */
void screen_come_back(struct ui *u, const char *said);

/* Opens the replay viewer on the game shown, at its start (at_end: at its
 * end); at the start the status says so, not the result (a warning stays).
 * Returns false (the status says why) if memory ran out. */
bool screen_open_replay(struct ui *u, bool at_end);

/* Leaves the replay viewer for the game screens. */
void screen_close_replay(struct ui *u);

/* Follows the clocks (clockui_tick): a loss on time or at the game limit
 * ends the game, a new game opens the choice of a clock, a due hand-over
 * its screen. Returns true if the game ended or a screen opened (a key
 * read just before is then dropped). */
bool screen_tick(struct ui *u);

#endif
