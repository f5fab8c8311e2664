/* session.c: the shared game and every player action on it. The rules
 * stay in the core (turn_*, game_*); this file only sequences them and
 * words the outcome for the status line. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "notation/notation.h"
#include "notation/record.h"
#include "notation/turnwords.h"
#include "app/session.h"
#include "util/xmalloc.h"

void session_say(struct session *s, bool warn, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s->status, sizeof s->status, fmt, ap);
	va_end(ap);
	s->status_warn = warn;
	if (s->status[0]) {
		memcpy(s->log[s->nlog % SESSION_LOG_NB], s->status, sizeof s->status);
		s->nlog++;
	}
}

const char *session_message(const struct session *s, int i)
{
	if (i < 0 || i >= s->nlog || i >= SESSION_LOG_NB)
		return NULL;
	return s->log[(s->nlog - 1 - i) % SESSION_LOG_NB];
}

const char *session_side_name(const struct session *s, enum color c)
{
	if (s->names[c] && *s->names[c])
		return s->names[c];
	return notation_color_title(c);
}

/* Warns before the player tries to end a turn that would repeat a position
 * a third time (under the rules before 2008-07-01 it may end, and loses). */
static void session_check_repetition(struct session *s)
{
	if (s->game.phase != GAME_PLAY || turn_can_end(&s->turn, &s->game.history) != TURN_END_THIRD_TIME)
		return;
	if (s->game.old_rules)
		session_say(s, true, "this position would occur for the third time: ending the turn here loses (old rules)");
	else
		session_say(s, true, "this position would occur for the third time: the turn cannot end here");
}

/* The square of the piece the side to move moved last in its previous
 * turn, if it is still there; else the d file of the side's front home rank. */
static int session_start_square(const struct session *s)
{
	enum color side = s->game.pos.side;
	for (size_t i = s->game.nmoves; i-- > 0;) {
		const struct game_move *mv = &s->game.moves[i];
		if (mv->side != side || mv->type != MOVE_TURN)
			continue;
		for (int j = mv->nsteps; j-- > 0;) {
			const struct step *st = &mv->steps[j].step;
			if (piece_color(st->piece) == side) {
				if (s->game.pos.board[st->to] == st->piece)
					return st->to;
				break;
			}
		}
		break;
	}
	return square_make(3, side == GOLD ? 1 : 6);
}

/* Gets the screens ready for what the game needs next: a setup or a turn. */
static void session_begin(struct session *s)
{
	s->nredo = 0;
	s->redo_whole = 0;
	if (s->game.phase == GAME_SETUP)
		setupedit_init(&s->edit, s->game.pos.side, s->presets);
	else if (s->game.phase == GAME_PLAY)
		game_turn_begin(&s->game, &s->turn);
	pick_init(&s->pick, s->game.phase == GAME_PLAY ? session_start_square(s) : s->pick.cursor);
}

/* Runs the hook after a completed move. */
static void session_moved(struct session *s)
{
	if (s->after_move)
		s->after_move(s, s->after_move_data);
}

void session_init(struct session *s)
{
	memset(s, 0, sizeof *s);
	game_init(&s->game);
	s->seed = (unsigned)time(NULL) | 1u;
	s->pick.cursor = square_make(3, 1);
	session_begin(s);
	session_say(s, false, "%s sets up: a accepts, Enter swaps two pieces, ? for help",
		    session_side_name(s, GOLD));
}

void session_set_presets(struct session *s, const struct presets *presets)
{
	s->presets = presets;
	if (s->game.phase == GAME_SETUP)
		setupedit_init(&s->edit, s->game.pos.side, presets);
}

void session_free(struct session *s)
{
	game_free(&s->game);
}

void session_new_game(struct session *s)
{
	game_free(&s->game);
	game_init(&s->game);
	s->pick.cursor = square_make(3, 1);
	session_begin(s);
	session_say(s, false, "new game: %s sets up", session_side_name(s, GOLD));
	session_moved(s);
}

void session_rematch(struct session *s)
{
	const char *g = s->names[GOLD];
	s->names[GOLD] = s->names[SILVER];
	s->names[SILVER] = g;
	session_new_game(s);
	session_say(s, false, "rematch, colours swapped: %s plays Gold and sets up first",
		    session_side_name(s, GOLD));
}

bool session_view_flipped(const struct session *s)
{
	bool silver = s->hotseat && s->game.phase != GAME_OVER && s->game.pos.side == SILVER;
	return s->flipped != silver;
}

/* Says whose move it is now, after a move. */
static void session_say_next(struct session *s, const char *done)
{
	if (s->game.phase == GAME_OVER) {
		char v[160];
		session_verdict(s, v, sizeof v);
		session_say(s, false, "%s", v);
	} else if (s->game.phase == GAME_SETUP) {
		session_say(s, false, "%s%s sets up", done, session_side_name(s, s->game.pos.side));
	} else {
		char label[16];
		notation_label(s->game.number, s->game.pos.side, label);
		session_say(s, false, "%s%s to move (%s)", done, session_side_name(s, s->game.pos.side), label);
	}
}

void session_set_game(struct session *s, struct game *g)
{
	game_free(&s->game);
	s->game = *g;
	memset(g, 0, sizeof *g);
	session_begin(s);
	session_say_next(s, "game loaded; ");
}

int session_accept_setup(struct session *s)
{
	struct placement pl[SETUP_PIECES];
	int n = setupedit_placements(&s->edit, pl);
	enum setup_error e = game_setup(&s->game, pl, n);
	if (e == SETUP_ERR_NO_MEMORY)
		xmalloc_fail();
	if (e != SETUP_OK) {
		session_say(s, true, "setup refused: %s", notation_setup_error(e));
		return 1;
	}
	session_begin(s);
	session_say_next(s, "setup played; ");
	session_moved(s);
	return 0;
}

enum step_error session_play(struct session *s, const struct pick_move *m)
{
	int before = s->turn.nsteps;
	for (int i = 0; i < m->nsteps; i++) {
		enum step_error e = turn_step(&s->turn, m->steps[i]);
		if (e != STEP_OK) {
			char msg[160];
			notation_step_error(&s->turn.pos, m->steps[i], e, msg, sizeof msg);
			while (s->turn.nsteps > before)
				turn_undo(&s->turn);
			session_say(s, true, "%s", msg);
			return e;
		}
	}
	/* A step that is the one undone last keeps the rest of the redo list. */
	for (int i = 0; i < m->nsteps; i++) {
		const struct step *st = &m->steps[i];
		if (s->nredo > 0 && memcmp(&s->redo[s->nredo - 1], st, sizeof *st) == 0)
			s->nredo--;
		else
			s->nredo = 0;
	}
	s->redo_whole &= (1u << s->nredo) - 1u;
	pick_after(&s->pick, &s->turn);
	char text[96], effects[192], said[200] = "";
	notation_turn(s->turn.steps + before, s->turn.nsteps - before, text, sizeof text);
	turnwords_effects(s->turn.steps + before, s->turn.nsteps - before, &s->turn.pos, s->game.old_rules, effects,
			  sizeof effects);
	if (effects[0])
		snprintf(said, sizeof said, "; %s", effects);
	if (s->pick.mode == PICK_PULL)
		session_say(s, false, "%s%s: pull a marked piece into the empty square (p or Enter), Esc declines", text,
			    said);
	else if (s->turn.nsteps >= TURN_MAX_STEPS)
		session_say(s, false, "%s%s: four steps taken, Space ends the turn", text, said);
	else
		session_say(s, false, "%s (step %d/4)%s", text, s->turn.nsteps, said);
	session_check_repetition(s);
	return STEP_OK;
}

bool session_undo(struct session *s)
{
	if (s->game.phase != GAME_PLAY || s->turn.nsteps == 0) {
		session_say(s, true, "no step to undo in this turn");
		return false;
	}
	s->redo_whole &= ~(1u << s->nredo);
	s->redo[s->nredo++] = s->turn.steps[s->turn.nsteps - 1].step;
	turn_undo(&s->turn);
	pick_after(&s->pick, &s->turn);
	session_say(s, false, "step undone (%d/4); r redoes it", s->turn.nsteps);
	if (turn_push_pending(&s->turn))
		session_say(s, true, "step undone: the push is unfinished, a stronger piece must step into the square");
	session_check_repetition(s);
	return true;
}

bool session_undo_action(struct session *s)
{
	if (s->game.phase != GAME_PLAY || s->turn.nsteps == 0) {
		session_say(s, true, "no step to undo in this turn");
		return false;
	}
	enum step_role role = s->turn.steps[s->turn.nsteps - 1].role;
	if ((role != ROLE_PUSHER && role != ROLE_PULLED) || s->turn.nsteps < 2)
		return session_undo(s);
	for (int i = 0; i < 2; i++) {
		if (i == 0)
			s->redo_whole &= ~(1u << s->nredo);
		else
			s->redo_whole |= 1u << s->nredo;
		s->redo[s->nredo++] = s->turn.steps[s->turn.nsteps - 1].step;
		turn_undo(&s->turn);
	}
	pick_after(&s->pick, &s->turn);
	session_say(s, false, "%s undone (%d/4); r redoes it", role == ROLE_PUSHER ? "push" : "pull",
		    s->turn.nsteps);
	session_check_repetition(s);
	return true;
}

bool session_redo(struct session *s)
{
	if (s->game.phase != GAME_PLAY || s->nredo == 0) {
		session_say(s, true, "nothing to redo");
		return false;
	}
	/* A push or pull undone as a whole is redone as one. */
	int n = (s->nredo >= 2 && (s->redo_whole & (1u << (s->nredo - 1)))) ? 2 : 1;
	int before = s->turn.nsteps;
	for (int i = 0; i < n; i++) {
		if (turn_step(&s->turn, s->redo[s->nredo - 1 - i]) != STEP_OK) {
			while (s->turn.nsteps > before)
				turn_undo(&s->turn);
			s->nredo = 0;
			s->redo_whole = 0;
			session_say(s, true, "the undone step can no longer be taken");
			return false;
		}
	}
	s->nredo -= n;
	s->redo_whole &= (1u << s->nredo) - 1u;
	pick_after(&s->pick, &s->turn);
	char text[96];
	notation_turn(s->turn.steps + before, n, text, sizeof text);
	session_say(s, false, "redone %s (%d/4)", text, s->turn.nsteps);
	session_check_repetition(s);
	return true;
}

bool session_reset(struct session *s)
{
	if (s->game.phase != GAME_PLAY || s->turn.nsteps == 0) {
		session_say(s, true, "no step to reset in this turn");
		return false;
	}
	while (s->turn.nsteps > 0) {
		s->redo_whole &= ~(1u << s->nredo);
		s->redo[s->nredo++] = s->turn.steps[s->turn.nsteps - 1].step;
		turn_undo(&s->turn);
	}
	pick_after(&s->pick, &s->turn);
	session_say(s, false, "turn reset to its start; r redoes the steps");
	return true;
}

int session_end_turn(struct session *s)
{
	if (s->game.phase != GAME_PLAY) {
		session_say(s, true, "no turn to end");
		return 1;
	}
	/* under the rules before 2008-07-01 a third repetition ends the turn, and the game */
	enum turn_end e = turn_can_end(&s->turn, s->game.old_rules ? NULL : &s->game.history);
	if (e != TURN_END_OK) {
		session_say(s, true, "the turn cannot end: %s", notation_turn_end_error(e));
		return 1;
	}
	char text[96], label[16], done[160];
	notation_turn(s->turn.steps, s->turn.nsteps, text, sizeof text);
	notation_label(s->game.number, s->game.pos.side, label);
	enum game_outcome r = game_play(&s->game, &s->turn, &e);
	if (r == GAME_NO_MEMORY)
		xmalloc_fail();
	if (r != GAME_PLAYED) {
		session_say(s, true, "the turn cannot end: %s", notation_turn_end_error(e));
		return 1;
	}
	session_begin(s);
	snprintf(done, sizeof done, "%s %s; ", label, text);
	session_say_next(s, done);
	session_moved(s);
	return 0;
}

int session_play_path(struct session *s, int from, int to)
{
	char a[3], b[3];
	struct pick_path path;
	if (s->game.phase != GAME_PLAY) {
		session_say(s, true, "a piece's path is for a turn in play");
		return 1;
	}
	notation_square(from, a);
	notation_square(to, b);
	if (!pick_find_path(&s->turn, from, to, &path)) {
		session_say(s, true, "no path for a piece of the side to move from %s to %s in the steps left", a, b);
		return 1;
	}
	struct pick_move mv;
	mv.nsteps = path.nsteps;
	memcpy(mv.steps, path.steps, sizeof path.steps);
	if (session_play(s, &mv) != STEP_OK)
		return 1;
	enum turn_end e = turn_can_end(&s->turn, &s->game.history);
	if (e != TURN_END_OK) {
		char said[sizeof s->status];
		snprintf(said, sizeof said, "%s", s->status);
		session_say(s, true, "%s; the turn cannot end: %s", said, notation_turn_end_error(e));
		return 1;
	}
	return session_end_turn(s);
}

int session_play_line(struct session *s, const char *text)
{
	struct record_error err;
	size_t before = s->game.nmoves;
	memset(&err, 0, sizeof err);
	if (s->game.phase == GAME_OVER) {
		session_say(s, true, "the game is over");
		return 1;
	}
	if (record_play_line(&s->game, text, &err) != 0) {
		session_say(s, true, "refused: %s", err.message[0] ? err.message : "not a legal move");
		return 1;
	}
	char done[160] = "";
	if (s->game.nmoves > before) {
		char line[128];
		session_move_text(s, s->game.nmoves - 1, line, sizeof line);
		snprintf(done, sizeof done, "%s; ", line);
	}
	session_begin(s);
	session_say_next(s, done);
	session_moved(s);
	return 0;
}

bool session_takeback(struct session *s)
{
	const struct game_move *last = game_last(&s->game);
	if (!last) {
		session_say(s, true, "no move to take back");
		return false;
	}
	char label[16];
	struct step undone[TURN_MAX_STEPS];
	int nundone = 0;
	struct placement setup[SETUP_PIECES];
	int nsetup = last->type == MOVE_SETUP ? last->nplacements : 0;
	if (nsetup > SETUP_PIECES)
		nsetup = SETUP_PIECES;
	memcpy(setup, last->placements, sizeof setup[0] * (size_t)nsetup);
	if (last->type == MOVE_TURN)
		for (int i = last->nsteps; i-- > 0 && nundone < TURN_MAX_STEPS;)
			undone[nundone++] = last->steps[i].step;
	notation_label(last->number, last->side, label);
	if (!game_takeback(&s->game)) {
		session_say(s, true, "no move to take back");
		return false;
	}
	session_begin(s);
	if (s->game.phase == GAME_PLAY) {
		/* The turn's steps wait in redo, the first one to be redone last in. */
		memcpy(s->redo, undone, sizeof undone[0] * (size_t)nundone);
		s->nredo = nundone;
	} else if (s->game.phase == GAME_SETUP && nsetup == SETUP_PIECES) {
		/* The setup taken back is in the editor again, as it was played. */
		memset(s->edit.board, 0, sizeof s->edit.board);
		for (int i = 0; i < nsetup; i++)
			s->edit.board[setup[i].square] = setup[i].piece;
		s->edit.preset = -1;
		s->edit.fresh = false;
	}
	char done[64];
	snprintf(done, sizeof done, "%s taken back; ", label);
	session_say_next(s, done);
	session_moved(s);
	return true;
}

int session_resign(struct session *s)
{
	if (s->game.phase != GAME_PLAY) {
		session_say(s, true, "resigning is for a game in play");
		return 1;
	}
	if (game_resign(&s->game) == GAME_NO_MEMORY)
		xmalloc_fail();
	session_begin(s);
	session_say_next(s, "");
	session_moved(s);
	return 0;
}

bool session_in_progress(const struct session *s)
{
	if (s->game.phase == GAME_OVER)
		return false;
	return s->game.nmoves > 0 || (s->game.phase == GAME_PLAY && s->turn.nsteps > 0);
}

void session_move_text(const struct session *s, size_t i, char *buf, size_t size)
{
	const struct game_move *mv = &s->game.moves[i];
	char label[16], text[160];
	notation_label(mv->number, mv->side, label);
	if (mv->type == MOVE_SETUP)
		notation_setup(mv->placements, mv->nplacements, text, sizeof text);
	else if (mv->type == MOVE_TURN)
		notation_turn(mv->steps, mv->nsteps, text, sizeof text);
	else
		snprintf(text, sizeof text, "resign");
	snprintf(buf, size, "%s %s", label, text);
}

/* Whether colour c has played its setup in this game. */
static bool session_has_set_up(const struct session *s, enum color c)
{
	for (size_t i = 0; i < s->game.nmoves; i++)
		if (s->game.moves[i].type == MOVE_SETUP && s->game.moves[i].side == c)
			return true;
	return false;
}

void session_lost(const struct session *s, enum color c, char *buf, size_t size)
{
	size_t len = 0;
	const struct position *from = NULL;
	buf[0] = '\0';
	if (!session_has_set_up(s, c)) {
		/* A game begun from a diagram: the losses since the diagram. */
		if (session_has_set_up(s, color_other(c)))
			return;
		from = &s->game.start;
	}
	/* While a turn is played, its captures count at once. */
	const struct position *pos = s->game.phase == GAME_PLAY ? &s->turn.pos : &s->game.pos;
	for (int k = KIND_NB - 1; k >= 0; k--) {
		int had = from ? position_count(from, c, (enum kind)k) : kind_setup_count((enum kind)k);
		int lost = had - position_count(pos, c, (enum kind)k);
		for (int i = 0; i < lost && len + 3 < size; i++) {
			buf[len++] = notation_piece_char(piece_make(c, (enum kind)k));
			buf[len++] = ' ';
			buf[len] = '\0';
		}
	}
	if (len > 0)
		buf[len - 1] = '\0';
}

void session_verdict(const struct session *s, char *buf, size_t size)
{
	const struct game *g = &s->game;
	if (g->phase != GAME_OVER) {
		snprintf(buf, size, "the game is not over");
		return;
	}
	enum color w = g->winner;
	char winner[64], loser[64];
	session_player_label(s, w, winner, sizeof winner);
	session_player_label(s, color_other(w), loser, sizeof loser);
	notation_verdict(g->reason, winner, loser, buf, size);
}

void session_player_label(const struct session *s, enum color c, char *buf, size_t size)
{
	const char *name = session_side_name(s, c);
	if (strcmp(name, session_side_name(s, color_other(c))) == 0)
		snprintf(buf, size, "%s (%s)", name, notation_color_title(c));
	else
		snprintf(buf, size, "%s", name);
}

void session_turn_text(const struct session *s, char *buf, size_t size)
{
	buf[0] = '\0';
	if (s->game.phase == GAME_PLAY && s->turn.nsteps > 0)
		notation_turn(s->turn.steps, s->turn.nsteps, buf, size);
}
