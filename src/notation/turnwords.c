/* turnwords.c: a turn's captures and its result in words. The one wording
 * of "takes the silver elephant on f6" for every screen that shows steps. */
#include "config.h"
#include "core/game.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "notation/turnwords.h"

/* Appends the captures of side `who` among the steps, after `verb`
 * ("takes the silver dog on c3 and the silver cat on f6"); returns
 * whether there were any. */
static bool turnwords_captures(struct text_out *o, const struct turn_step *steps, int n, enum color who,
			       const char *verb, bool first)
{
	bool any = false;
	for (int i = 0; i < n; i++)
		for (int c = 0; c < steps[i].ncaptures && c < 2; c++) {
			int piece = steps[i].capture_piece[c];
			if (piece <= PIECE_NONE || piece >= PIECE_NB || piece_color(piece) != who)
				continue;
			char sq[3];
			notation_square(steps[i].capture_square[c], sq);
			if (!any)
				text_out_printf(o, "%s%s", first ? "" : ", ", verb);
			text_out_printf(o, "%s the %s %s on %s", any ? " and" : "", notation_color_name(who),
					notation_kind_name(piece_kind(piece)), sq);
			any = true;
		}
	return any;
}

size_t turnwords_effects(const struct turn_step *steps, int n, const struct position *after, bool old_rules,
			 char *buf, size_t size)
{
	struct text_out o;
	enum color mover = after->side, other = color_other(mover);
	text_out_init(&o, buf, size);
	if (size)
		buf[0] = '\0';
	bool any = turnwords_captures(&o, steps, n, other, "takes", true);
	any = turnwords_captures(&o, steps, n, mover, "LOSES", !any) || any;
	if (n <= 0)
		return o.len;
	/* The verdict of ending the turn here: the board's win checks, run as
	 * after the mover's turn (the other side to move). */
	struct position end = *after;
	end.side = other;
	enum color winner;
	enum game_reason r = game_board_verdict(&end, old_rules, &winner);
	if (r == REASON_NONE)
		return o.len;
	text_out_str(&o, any ? ", " : "");
	text_out_str(&o, winner == mover ? "wins: " : "LOSES the game: ");
	if (r == REASON_GOAL) {
		bitboard on_goal = position_pieces(&end, winner, RABBIT) & bb_goal_rank(winner);
		char sq[3];
		notation_square(bb_first(on_goal), sq);
		text_out_printf(&o, "the %s rabbit on %s reaches the goal", notation_color_name(winner), sq);
	} else {
		text_out_printf(&o, "%s has no rabbit left", notation_color_name(color_other(winner)));
	}
	return o.len;
}
