/* clockview.c: the clocks drawn in the side panel: the game's running
 * clocks, and the clocks as they stood at a point of a replay. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/app.h"
#include "tui/clockview.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "util/now.h"

/* The first row: the time control, and at its right end what is left of
 * the game limit, or that the clocks are stopped. */
static void clockview_draw_head(const struct ui *u, const struct clock *c, long long now, int y, const char *extra)
{
	char left[32], more[48] = "";
	long long g = clock_game_left_ms(c, now);
	if (extra) {
		snprintf(more, sizeof more, "  %s", extra);
	} else if (c->running && c->paused) {
		snprintf(more, sizeof more, "  stopped");
	} else if (g >= 0) {
		clockctl_format(g, left, sizeof left);
		snprintf(more, sizeof more, "  game %s", left);
	} else if (c->tc.game_turns > 0) {
		snprintf(more, sizeof more, "  ends after %ds", c->tc.game_turns);
	}
	int room = layout_panel_width() - 6 - (int)strlen(more);
	if (room < 0)
		room = 0;
	draw_panel_foot(y, A_BOLD, "Clock %-*.*s%s", room, room, u->pf.timecontrol ? u->pf.timecontrol : "", more);
}

/* One side's row: its move time and reserve left (and the cap T when it
 * is nearer), marked > when its clock runs, = when stopped. */
static void clockview_draw_side(const struct ui *u, const struct clock *c, enum color side, long long now, int y)
{
	char move[32], resv[32], cap[40] = "";
	bool runs = c->running && c->side == side;
	clockctl_format(clock_move_left_ms(c, side, now), move, sizeof move);
	clockctl_format(clock_reserve_left_ms(c, side, now), resv, sizeof resv);
	if (runs && c->tc.turn_limit > 0) {
		long long all = clock_move_left_ms(c, side, now) + clock_reserve_left_ms(c, side, now);
		long long left = clock_turn_left_ms(c, now);
		if (left < all) {
			char t[32];
			clockctl_format(left, t, sizeof t);
			snprintf(cap, sizeof cap, " T %s", t);
		}
	}
	int attr = runs ? A_BOLD | A_REVERSE : 0;
	draw_panel_foot(y, attr, "%s %-7.7s move %s reserve %s%s", runs ? (c->paused ? "=" : ">") : " ",
		   session_side_name(&u->s, side), move, resv, cap);
}

void clockview_draw(const struct ui *u, int top)
{
	const struct clockctl *k = &u->clk;
	if (!k->timed)
		return;
	long long now = now_ms();
	clockview_draw_head(u, &k->clock, now, top, NULL);
	clockview_draw_side(u, &k->clock, GOLD, now, top + 1);
	clockview_draw_side(u, &k->clock, SILVER, now, top + 2);
}

void clockview_draw_running(const struct ui *u, const struct game *g, size_t n, long long thinking, int top)
{
	const struct clockctl *k = &u->clk;
	struct clock c;
	if (!k->timed)
		return;
	if (n >= g->nmoves) {
		clockview_draw_at(u, g, n, top);
		return;
	}
	clock_replay(&c, &k->tc, g, n);
	clock_start(&c, g->moves[n].side, g->moves[n].type == MOVE_SETUP, 0);
	clockview_draw_head(u, &c, thinking, top, "real time");
	clockview_draw_side(u, &c, GOLD, thinking, top + 1);
	clockview_draw_side(u, &c, SILVER, thinking, top + 2);
}

void clockview_draw_at(const struct ui *u, const struct game *g, size_t n, int top)
{
	const struct clockctl *k = &u->clk;
	struct clock c;
	char took[48] = "";
	if (!k->timed)
		return;
	clock_replay(&c, &k->tc, g, n);
	if (n == g->nmoves && g->phase == GAME_OVER && g->reason == REASON_TIME)
		clock_flag(&c, g->pos.side);
	if (n > 0 && n <= g->nmoves && g->moves[n - 1].used >= 0) {
		char t[16];
		clockctl_format(g->moves[n - 1].used * 1000LL, t, sizeof t);
		snprintf(took, sizeof took, "took %s", t);
	}
	clockview_draw_head(u, &c, 0, top, took[0] ? took : NULL);
	clockview_draw_side(u, &c, GOLD, 0, top + 1);
	clockview_draw_side(u, &c, SILVER, 0, top + 2);
}
