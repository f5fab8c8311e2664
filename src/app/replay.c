/* replay.c: the replay viewer's commands (see replay.h). */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/replay.h"
#include "app/screen.h"
#include "notation/record.h"
#include "app/files.h"
#include "app/studyview.h"

bool replay_record_over(const struct ui *u)
{
	char code = u->pf.info.result_code;
	return u->s.game.phase != GAME_OVER && (code == 'w' || code == 'b');
}

static void replay_go_viewer(struct ui *u, struct viewer *r, enum replay_go where);

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
	replay_go_viewer(u, r, where);
	studyview_sync(u);
}

/* Moves the viewer r. */
static void replay_go_viewer(struct ui *u, struct viewer *r, enum replay_go where)
{
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
	bool found = viewer_goto_label(&u->rp, label, true);
	studyview_sync(u);
	if (found)
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

/* Says which move of the tree is shown, after what (may be ""). */
static void replay_say_node(struct ui *u, const char *what)
{
	char text[256];
	const struct study *st = &u->study;
	gametree_id id = study_current(st);
	if (id == GAMETREE_ROOT) {
		session_say(&u->s, false, "%sthe start of the game", what);
		return;
	}
	study_move_text(st, id, text, sizeof text);
	size_t siblings = gametree_nchildren(&st->tree, gametree_node(&st->tree, id)->parent);
	if (siblings > 1) {
		size_t k = 0;
		for (gametree_id a = gametree_node(&st->tree, id)->prev; a != GAMETREE_NONE;
		     a = gametree_node(&st->tree, a)->prev)
			k++;
		session_say(&u->s, false, "%s%s  (%s %zu of %zu)", what, text, k == 0 ? "main," : "variation",
			    k == 0 ? (size_t)1 : k + 1, siblings);
	} else {
		session_say(&u->s, false, "%s%s%s", what, text, gametree_is_main(&st->tree, id) ? "" : "  (a variation)");
	}
}

void replay_show(struct ui *u, gametree_id id)
{
	if (studyview_show(u, id))
		replay_say_node(u, "");
}

void replay_sibling(struct ui *u, int dir)
{
	if (!study_sibling(&u->study, dir)) {
		session_say(&u->s, true, "no %s variation here", dir < 0 ? "earlier" : "later");
		return;
	}
	replay_show(u, study_current(&u->study));
}

void replay_branch(struct ui *u, int dir)
{
	if (!study_branch(&u->study, dir)) {
		session_say(&u->s, true, "no branch point %s on this line", dir < 0 ? "before" : "after");
		return;
	}
	replay_show(u, study_current(&u->study));
}

/* The tree changed: a game being played keeps it in its autosave. */
static void replay_changed(struct ui *u)
{
	if (studyview_playing(u))
		files_autosave(u);
}

/* Adds after the node shown the move text (notation) or else mv, shows
 * it and says what it is: a new variation, the line going on, a move the
 * tree had, a move explored past the game being played. */
static int replay_add(struct ui *u, const char *text, const struct gametree_move *mv)
{
	char why[200] = "";
	struct study *st = &u->study;
	studyview_sync(u);
	gametree_id at = study_current(st);
	size_t before = st->tree.live;
	bool at_end = gametree_node(&st->tree, at)->first == GAMETREE_NONE;
	gametree_id id = text ? study_add_text(st, at, text, why, sizeof why)
			      : study_add_move(st, at, mv, why, sizeof why);
	if (id == GAMETREE_NONE) {
		session_say(&u->s, true, "refused: %s", why);
		return 1;
	}
	if (!studyview_show(u, id))
		return 1;
	bool added = st->tree.live > before;
	replay_say_node(u, !added ? "in the tree already: "
			: at_end && st->locked == at ? "explored ahead (the game is not played): "
			: at_end ? "the line goes on: " : "a new variation: ");
	if (added)
		replay_changed(u);
	return 0;
}

int replay_enter(struct ui *u, const char *text)
{
	return replay_add(u, text, NULL);
}

int replay_enter_move(struct ui *u, const struct gametree_move *mv)
{
	return replay_add(u, NULL, mv);
}

void replay_edit(struct ui *u, enum replay_edit what)
{
	static const char *const done[] = { "promoted: ", "demoted: ", "now the main line: ", "deleted from here" };
	struct study *st = &u->study;
	studyview_sync(u);
	gametree_id id = study_current(st);
	enum study_refusal r = STUDY_NO_NODE;
	switch (what) {
	case REPLAY_PROMOTE: r = study_promote(st, id); break;
	case REPLAY_DEMOTE: r = study_demote(st, id); break;
	case REPLAY_MAKE_MAIN: r = study_make_main(st, id); break;
	case REPLAY_DELETE: r = study_delete(st, id); break;
	}
	if (r != STUDY_OK) {
		session_say(&u->s, true, "%s", study_refusal_text(r));
		return;
	}
	if (!studyview_show(u, study_current(st)))
		return;
	if (what == REPLAY_DELETE)
		session_say(&u->s, false, "%s", done[what]);
	else
		replay_say_node(u, done[what]);
	replay_changed(u);
}

void replay_comment(struct ui *u, const char *text)
{
	struct study *st = &u->study;
	studyview_sync(u);
	gametree_id id = study_current(st);
	while (*text == ' ')
		text++;
	gametree_set_comment(&st->tree, id, text, strlen(text));
	session_say(&u->s, false, text[0] ? "comment set on %s" : "comment removed from %s",
		    id == GAMETREE_ROOT ? "the game" : "the move shown");
	replay_changed(u);
}

void replay_glyph(struct ui *u, const char *text)
{
	struct study *st = &u->study;
	studyview_sync(u);
	gametree_id id = study_current(st);
	while (*text == ' ')
		text++;
	size_t len = strlen(text);
	while (len > 0 && text[len - 1] == ' ')
		len--;
	if (id == GAMETREE_ROOT) {
		session_say(&u->s, true, "a glyph goes on a move: go to one first");
		return;
	}
	if (len == 0) {
		gametree_clear_nags(&st->tree, id);
		session_say(&u->s, false, "glyphs removed");
		replay_changed(u);
		return;
	}
	int nag = gametree_glyph_read(text, len);
	if (nag == 0 && text[0] == '$') {
		nag = 0;
		for (size_t i = 1; i < len && i < 5 && text[i] >= '0' && text[i] <= '9'; i++)
			nag = nag * 10 + (text[i] - '0');
		if (len < 2 || len > 4 || nag > 255 || text[len - 1] < '0' || text[len - 1] > '9')
			nag = 0;
	}
	if (nag == 0 || !gametree_add_nag(&st->tree, id, nag)) {
		session_say(&u->s, true, "not a glyph: ! ? !! ?? !? ?! or $1 to $255 (nothing clears them)");
		return;
	}
	replay_say_node(u, "glyph set: ");
	replay_changed(u);
}

const char *replay_comment_of(const struct ui *u)
{
	const struct study *st = &u->study;
	if (!st->ready)
		return "";
	const char *c = gametree_notes(&st->tree, study_current(st))->comment;
	return c ? c : "";
}

/* The autoplay, at the default pace the first time. */
static struct autoplay *replay_autoplay_of(struct ui *u)
{
	if (u->autoplay.pace_ms <= 0)
		autoplay_init(&u->autoplay);
	return &u->autoplay;
}

void replay_autoplay(struct ui *u, bool real, long long now)
{
	struct autoplay *a = replay_autoplay_of(u);
	if (!u->rp.points)
		return;
	if (!autoplay_toggle(a, &u->rp, real, now)) {
		session_say(&u->s, false, "autoplay paused (%s again goes on)", real ? "R" : "a");
		return;
	}
	studyview_sync(u);
	if (real)
		session_say(&u->s, false, "real-time replay: each move takes the time it took%s (R pauses)",
			    u->rp.game->nmoves > 0 && u->rp.game->moves[0].used < 0 ? "; moves without a time go at the fixed pace" : "");
	else
		session_say(&u->s, false, "autoplay: a step every %ld.%02ld s (a pauses, :pace SECONDS)",
			    a->pace_ms / 1000, a->pace_ms % 1000 / 10);
}

void replay_pace(struct ui *u, const char *text)
{
	struct autoplay *a = replay_autoplay_of(u);
	long ms = 0, frac = 100;
	const char *p = text;
	while (*p == ' ')
		p++;
	bool digits = false;
	for (; *p >= '0' && *p <= '9' && ms <= AUTOPLAY_PACE_MAX_MS; p++, digits = true)
		ms = ms * 10 + (*p - '0') * 1000;
	if (*p == '.')
		for (p++; *p >= '0' && *p <= '9'; p++, digits = true, frac /= 10)
			ms += (*p - '0') * frac;
	while (*p == ' ')
		p++;
	if (!digits || *p != '\0' || ms < AUTOPLAY_PACE_MIN_MS || ms > AUTOPLAY_PACE_MAX_MS) {
		session_say(&u->s, true, "the pace is seconds a step, from 0.05 to 60 (:pace 0.5)");
		return;
	}
	a->pace_ms = ms;
	session_say(&u->s, false, "autoplay: a step every %ld.%02ld s", ms / 1000, ms % 1000 / 10);
}

bool replay_tick(struct ui *u, long long now)
{
	if (u->mode != UI_MODE_REPLAY || !u->autoplay.on || !u->rp.points)
		return false;
	if (autoplay_tick(&u->autoplay, &u->rp, now) == 0)
		return false;
	studyview_sync(u);
	replay_say(u, true, "");
	if (!u->autoplay.on)
		session_say(&u->s, false, "autoplay: the end of the line");
	return true;
}
