/* replay.c: the replay viewer's commands (see replay.h). */
#include "config.h"
#include <stdio.h>
#include "app/replay.h"
#include "app/screen.h"
#include "notation/record.h"

bool replay_record_over(const struct ui *u)
{
	char code = u->pf.info.result_code;
	return u->s.game.phase != GAME_OVER && (code == 'w' || code == 'b');
}

/* Says where the viewer is after a move through the record. */
static void replay_say(struct ui *u, bool moved, const char *none)
{
	const struct viewer_point *pt = viewer_current(&u->rp);
	if (!moved)
		session_say(&u->s, true, "%s", none);
	else if (pt->move < 0)
		session_say(&u->s, false, "start of the game");
	else
		session_say(&u->s, false, "%s %s%s", pt->label, pt->step_text,
			    viewer_at_end(&u->rp) ? "  (the end)" : "");
}

void replay_go(struct ui *u, enum replay_go where)
{
	struct viewer *r = &u->rp;
	switch (where) {
	case REPLAY_STEP_FORWARD:
		replay_say(u, viewer_forward(r), "the end of the record");
		break;
	case REPLAY_STEP_BACK:
		replay_say(u, viewer_back(r), "the start of the game");
		break;
	case REPLAY_TURN_FORWARD:
		replay_say(u, viewer_turn_forward(r), "the end of the record");
		break;
	case REPLAY_TURN_BACK:
		replay_say(u, viewer_turn_back(r), "the start of the game");
		break;
	case REPLAY_START:
		viewer_start(r);
		replay_say(u, true, "");
		break;
	case REPLAY_END:
		viewer_end(r);
		replay_say(u, true, "");
		break;
	}
}

void replay_goto(struct ui *u, const char *label)
{
	if (viewer_goto_label(&u->rp, label, true))
		session_say(&u->s, false, "after move %s, its steps marked", label);
	else
		session_say(&u->s, true, "no move %s in this game (a number, or 12g, 12s)", label);
}

void replay_leave(struct ui *u)
{
	char said[64];
	bool over = u->s.game.phase == GAME_OVER || replay_record_over(u);
	if (over && u->list.kind == LOAD_ARCHIVE_LIST && u->list.nentries > 0) {
		screen_close_replay(u);
		u->mode = UI_MODE_LIST;
		u->screen = SCREEN_LIST;
		session_say(&u->s, false, "back to the list of games");
	} else if (!replay_record_over(u)) {
		screen_close_replay(u);
		session_say(&u->s, false, "back to the game");
	} else {
		session_say(&u->s, false, "the record ends the game (%s): p plays on from the point shown, q quits",
			    record_result_words(u->pf.info.result_code, u->pf.info.reason_code, said,
						sizeof said));
	}
}
