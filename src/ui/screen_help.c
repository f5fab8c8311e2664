/* screen_help.c: every key and a short summary of the rules, scrolled
 * with the cursor keys; any other key goes back. */
#include "config.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"

static const char *const screen_help_lines[] = {
	"KEYS WHILE PLAYING",
	"  arrows, h j k l   move the cursor (mouse clicks work too)",
	"  Enter, Space      select the piece under the cursor, then its square;",
	"                    push: select the enemy piece, then where it goes (or your",
	"                    piece, then the marked enemy beside it)",
	"  p                 pull the marked enemy piece into the square just left",
	"  Esc               drop the selection, decline a pull",
	"  u, Backspace      undo the last step        r, Ctrl-R   redo it",
	"  x                 reset the turn to its start (r redoes the steps)",
	"  e                 end the turn",
	"  t                 take back the last completed move (both players confirm)",
	"  f                 flip the board    H   hot-seat view (turns to the mover)",
	"  :                 prompt for notation or a command    ?   this help",
	"  q                 quit (asks first in a game)    Ctrl-L  redraw",
	"  S                 save the game (again where it was saved, else a new file",
	"                    in ~/.local/share/arimaa); :save FILE saves to FILE",
	"  v                 the replay viewer, at the end of the game so far",
	"",
	"KEYS IN THE SETUP EDITOR",
	"  a                 accept the setup shown",
	"  Enter, Space      pick a piece, then another square: the two are swapped",
	"  1 2 3 4, d        presets (d: the default)      s   shuffle      m   mirror",
	"",
	"THE PROMPT (:)",
	"  Ed2n Ed3n Ed4n Dg2n   a whole turn in notation (refused with the reason)",
	"  Ra1 Rb1 ... Hh2       a setup of sixteen tokens",
	"  undo redo reset end takeback resign flip hotseat new help quit",
	"  save [FILE]   replay",
	"",
	"THE REPLAY VIEWER (arimaa --replay FILE, v, or a finished game opened)",
	"  l, Right, Space   one step forward      h, Left, Backspace   one step back",
	"  j, Down           to the end of the move    k, Up   to its start, or the last",
	"  g, Home           the start             G, End   the end, with the result",
	"  0-9               go to a move by number (12 or 12g, 12s), then Enter",
	"  p                 play on from here: a new game, the record unchanged",
	"  Esc               back to the game      S  save     f  flip    q  quit",
	"",
	"OPENING FILES",
	"  arimaa FILE       a game file, move list or diagram: an unfinished game is",
	"                    played on, a finished one opens in the viewer; an archive",
	"                    lists its games (j/k choose, Enter opens); FILE#ID one game",
	"  The game is autosaved after every move (~/.local/state/arimaa); started",
	"  again, arimaa offers to resume an unfinished game (--resume: no question).",
	"",
	"BOARD MARKS",
	"  [E] selected   * a square it may go to   >d< a piece to push or pull",
	"  E+  a step after which a pull may follow   E~  frozen",
	"  !E! on a trap with one friend left   (E) on a trap   x an empty trap",
	"  underlined: the squares of the previous turn",
	"",
	"THE RULES IN SHORT",
	"  Gold (upper case) sets up on ranks 1-2, then Silver on 7-8; Gold moves first.",
	"  A turn is 1 to 4 steps, one square north, south, east or west; rabbits never",
	"  step backward. Strength: Elephant > Camel > Horse > Dog > Cat > Rabbit.",
	"  A piece beside a stronger enemy and no friend is frozen.",
	"  Push: a stronger piece moves a weaker enemy one square and takes its place.",
	"  Pull: a stronger piece steps away and a weaker enemy follows into its square.",
	"  A piece on a trap (c3 f3 c6 f6) with no friend beside it is captured.",
	"  A turn must change the position, and may not make a position a third time.",
	"  Win: a rabbit reaches the far rank (goal), the enemy loses all its rabbits,",
	"  or the enemy has no legal move (immobilization).",
};

enum { SCREEN_HELP_NB = sizeof screen_help_lines / sizeof screen_help_lines[0] };

void screen_help_draw(struct ui *u)
{
	int rows = LINES - 2;
	if (u->help_top > SCREEN_HELP_NB - rows)
		u->help_top = SCREEN_HELP_NB - rows;
	if (u->help_top < 0)
		u->help_top = 0;
	draw_title(u, "help");
	for (int i = 0; i < rows && u->help_top + i < SCREEN_HELP_NB; i++) {
		const char *line = screen_help_lines[u->help_top + i];
		mvaddnstr(1 + i, 0, line, COLS - 1);
	}
	attron(A_REVERSE);
	mvaddnstr(LINES - 1, 0, " arrows/PgUp/PgDn scroll, any other key returns ", COLS - 1);
	attroff(A_REVERSE);
}

void screen_help_key(struct ui *u, const struct ui_key *k)
{
	int page = LINES - 3;
	if (key_code(k, KEY_DOWN) || key_is(k, 'j'))
		u->help_top++;
	else if (key_code(k, KEY_UP) || key_is(k, 'k'))
		u->help_top--;
	else if (key_code(k, KEY_NPAGE))
		u->help_top += page;
	else if (key_code(k, KEY_PPAGE))
		u->help_top -= page;
	else if (!k->mouse)
		u->screen = screen_base(u);
}
