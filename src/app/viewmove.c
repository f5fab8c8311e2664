/* viewmove.c: a move entered on the board in the replay viewer (see viewmove.h). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "app/replay.h"
#include "app/studyview.h"
#include "app/viewmove.h"
#include "util/xmalloc.h"

struct viewmove {
	struct session s;   /* the game up to the viewer's point, the hands on its turn */
	size_t nmoves;      /* s.game's moves when the hands were put on: one more is a move entered */
	size_t point;       /* the viewer's point then */
	gametree_id node;   /* the node shown then */
	int said;           /* s.nlog when its status was last passed on */
	bool saying;        /* s.status was not empty then */
};

void viewmove_stop(struct ui *u)
{
	if (!u->viewmove)
		return;
	session_free(&u->viewmove->s);
	free(u->viewmove);
	u->viewmove = NULL;
}

bool viewmove_start(struct ui *u)
{
	struct game g;
	struct turn t;
	bool partial = false;
	viewmove_stop(u);
	if (u->mode != UI_MODE_REPLAY || !u->rp.points)
		return false;
	studyview_sync(u);
	if (viewer_play_on(&u->rp, &g, &t, &partial) != 0) {
		session_say(&u->s, true, "no move can be entered here: the moves up to it do not replay");
		return false;
	}
	if (g.phase != GAME_PLAY) {
		session_say(&u->s, true, "%s", g.phase == GAME_SETUP ? "a setup is entered at the prompt (:)"
								  : "the game is over here: no move to enter");
		game_free(&g);
		return false;
	}
	struct viewmove *vm = xmalloc(sizeof *vm);
	session_init(&vm->s);
	vm->s.names[GOLD] = u->s.names[GOLD];
	vm->s.names[SILVER] = u->s.names[SILVER];
	vm->s.flipped = u->s.flipped; /* the board as the viewer draws it */
	session_set_game(&vm->s, &g);
	if (partial) {
		vm->s.turn = t;
		pick_after(&vm->s.pick, &vm->s.turn);
	}
	vm->nmoves = vm->s.game.nmoves;
	vm->point = u->rp.cur;
	vm->node = study_current(&u->study);
	vm->said = vm->s.nlog;
	vm->saying = false;
	u->viewmove = vm;
	autoplay_stop(&u->autoplay);
	session_say(&u->s, false, "%s to move: play's keys enter a move (Space ends it), Esc with nothing "
		    "selected goes back to the viewer's keys", session_side_name(&u->s, vm->s.game.pos.side));
	return true;
}

bool viewmove_active(struct ui *u)
{
	struct viewmove *vm = u->viewmove;
	if (!vm)
		return false;
	if (u->mode == UI_MODE_REPLAY && u->rp.points && u->rp.cur == vm->point &&
	    study_current(&u->study) == vm->node)
		return true;
	viewmove_stop(u);
	return false;
}

struct session *viewmove_hands(struct ui *u)
{
	return viewmove_active(u) ? &u->viewmove->s : &u->s;
}

const struct session *viewmove_shown(const struct ui *u)
{
	return u->viewmove && u->mode == UI_MODE_REPLAY ? &u->viewmove->s : &u->s;
}

void viewmove_settle(struct ui *u)
{
	struct viewmove *vm = u->viewmove;
	if (!vm)
		return;
	if (vm->s.game.nmoves <= vm->nmoves) {
		/* no move yet: what the hands did, said (a message cleared, cleared) */
		if (vm->s.nlog != vm->said)
			session_say(&u->s, vm->s.status_warn, "%s", vm->s.status);
		else if (vm->saying && !vm->s.status[0])
			session_say(&u->s, false, "%s", "");
		vm->said = vm->s.nlog;
		vm->saying = vm->s.status[0] != '\0';
		return;
	}
	struct gametree_move mv;
	gametree_move_of(&vm->s.game.moves[vm->nmoves], &mv);
	viewmove_stop(u);
	if (replay_enter_move(u, &mv) != 0)
		return;
	/* the hands go on after it, unless the line ends there */
	char said[sizeof u->s.status];
	snprintf(said, sizeof said, "%s", u->s.status);
	if (viewmove_start(u))
		session_say(&u->s, false, "%s; %s to move", said,
			    session_side_name(&u->s, u->viewmove->s.game.pos.side));
	else
		session_say(&u->s, false, "%s; the game is over there", said);
}
