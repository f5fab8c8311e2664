/* tutor.c: the tutorial's and the puzzles' screens without drawing them
 * (see tutor.h). The lesson or puzzle is played in the ui's session as a
 * game of its own: the game in progress waits aside (tutor->saved) with
 * its autosave hook, so nothing the learner does is ever autosaved. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/clockui.h"
#include "app/screen.h"
#include "app/tutor.h"
#include "app/uiengine.h"
#include "learn/steps.h"
#include "learn/tactics.h"
#include "notation/notation.h"
#include "store/load.h"
#include "store/paths.h"
#include "util/xmalloc.h"

/* Reads the data file of kind into t. Returns 0, or -1 with why. */
static int tutor_load(struct tutor *t, char *why, size_t size)
{
	const char *name = t->kind == TUTOR_LESSONS ? "lessons.txt" : "puzzles.txt";
	char *path = paths_pkgdata(name), *cause = NULL, w[300];
	size_t len = 0;
	int rc = -1;
	t->text = load_read_file(path, &len, &cause);
	if (!t->text)
		snprintf(why, size, "%s", cause ? cause : path);
	else if (t->kind == TUTOR_LESSONS && lesson_read(t->text, len, &t->lessons, w, sizeof w) != 0)
		snprintf(why, size, "%s: %s", path, w);
	else if (t->kind == TUTOR_PUZZLES && puzzle_read(t->text, len, &t->puzzles, w, sizeof w) != 0)
		snprintf(why, size, "%s: %s", path, w);
	else if ((t->kind == TUTOR_LESSONS ? t->lessons.n : t->puzzles.n) == 0)
		snprintf(why, size, "%s: no %s in it", path, t->kind == TUTOR_LESSONS ? "lesson" : "puzzle");
	else
		rc = 0;
	free(cause);
	free(path);
	return rc;
}

/* Reads the progress file; a bad one is said on the status line and left
 * as it is until the progress is next saved. Returns what to say, or "". */
static void tutor_load_progress(struct tutor *t, char *note, size_t size)
{
	char *cause = NULL, why[400];
	note[0] = '\0';
	t->prog_path = progress_path(&cause);
	if (!t->prog_path) {
		snprintf(note, size, "progress not kept: %s", cause);
		free(cause);
		return;
	}
	if (progress_load(&t->prog, t->prog_path, why, sizeof why) != 0)
		snprintf(note, size, "progress file refused (%s): starting afresh; it is replaced at the next save", why);
}

/* Writes the progress; a failure goes on the status line. */
static void tutor_save_progress(struct ui *u)
{
	struct tutor *t = u->tutor;
	char *cause = NULL;
	if (t->prog_path && progress_save(&t->prog, t->prog_path, &cause) != 0) {
		session_say(&u->s, true, "%s (progress not saved: %s)", u->s.status, cause);
	}
	free(cause);
}

static void tutor_free_data(struct tutor *t)
{
	lesson_set_free(&t->lessons);
	puzzle_set_free(&t->puzzles);
	puzzlelist_free(&t->plist);
	free(t->text);
	free(t->prog_path);
	free(t);
}

/* Puts the game in progress aside (its clock stopped) for tutor t, which
 * takes the screens over with a session of its own. */
static void tutor_aside(struct ui *u, struct tutor *t)
{
	if (u->mode == UI_MODE_GAME)
		clockui_pause(u, true);
	t->back_mode = u->mode == UI_MODE_TUTOR ? UI_MODE_GAME : u->mode;
	t->saved = u->s;
	t->have_saved = true;
	session_init(&u->s);
	u->s.presets = t->saved.presets;
	u->s.after_move = NULL;
	u->tutor = t;
	u->mode = UI_MODE_TUTOR;
}

int tutor_open_puzzle(struct ui *u, const struct puzzle *p, char *why, size_t size)
{
	if (u->tutor) {
		snprintf(why, size, "the puzzles are open already");
		return -1;
	}
	struct tutor *t = xcalloc(1, sizeof *t);
	t->kind = TUTOR_PUZZLES;
	t->scratch = true;
	t->hint_sq = -1;
	t->puzzles.items = xcalloc(1, sizeof *t->puzzles.items);
	t->puzzles.n = 1;
	t->puzzles.items[0] = *p;
	tutor_aside(u, t);
	tutor_start(u, 0);
	u->screen = screen_base(u);
	return 0;
}

int tutor_open(struct ui *u, enum tutor_kind kind, bool standalone, char *why, size_t size)
{
	char note[600];
	if (u->tutor) {
		snprintf(why, size, "the %s are open already", u->tutor->kind == TUTOR_LESSONS ? "lessons" : "puzzles");
		return -1;
	}
	if (!standalone && (uiengine_plays(GOLD) || uiengine_plays(SILVER))) {
		snprintf(why, size, "an engine plays in this game: C gives its side back first");
		return -1;
	}
	struct tutor *t = xcalloc(1, sizeof *t);
	t->kind = kind;
	t->standalone = standalone;
	t->hint_sq = -1;
	if (tutor_load(t, why, size) != 0) {
		tutor_free_data(t);
		return -1;
	}
	tutor_load_progress(t, note, sizeof note);
	tutor_aside(u, t);
	if (kind == TUTOR_LESSONS) {
		for (t->sel = 0; t->sel + 1 < t->lessons.n; t->sel++)
			if (!progress_lesson_done(&t->prog, t->lessons.items[t->sel].name))
				break;
		t->board = false;
		session_say(&u->s, false, "Enter opens the lesson marked");
	} else {
		/* the list, the first puzzle not solved yet marked */
		puzzlelist_init(&t->plist, &t->puzzles, &t->prog);
		t->board = false;
		session_say(&u->s, false, "Enter plays the puzzle marked; t theme, d difficulty, u unsolved only");
	}
	if (note[0])
		session_say(&u->s, true, "%s", note);
	u->screen = screen_base(u);
	return 0;
}

void tutor_restore(struct ui *u)
{
	struct tutor *t = u->tutor;
	if (!t || !t->have_saved)
		return;
	session_free(&u->s);
	u->s = t->saved;
	t->have_saved = false;
	u->mode = t->back_mode;
}

void tutor_free(struct ui *u)
{
	if (!u->tutor)
		return;
	tutor_restore(u);
	tutor_free_data(u->tutor);
	u->tutor = NULL;
}

void tutor_close(struct ui *u)
{
	struct tutor *t = u->tutor;
	if (!t)
		return;
	if (t->standalone) {
		u->quit = true; /* the tutor stays until the program frees it */
		return;
	}
	tutor_free(u);
	screen_come_back(u, u->mode == UI_MODE_EDITOR ? "back to the position editor"
			    : u->mode == UI_MODE_REPLAY ? "back to the replay viewer" : "back to the game");
}

size_t tutor_count(const struct ui *u)
{
	const struct tutor *t = u->tutor;
	return t->kind == TUTOR_LESSONS ? t->lessons.n : t->puzzles.n;
}

size_t tutor_count_done(const struct ui *u)
{
	const struct tutor *t = u->tutor;
	size_t n = 0;
	for (size_t i = 0; i < tutor_count(u); i++)
		if (t->kind == TUTOR_LESSONS ? progress_lesson_done(&t->prog, t->lessons.items[i].name)
					     : progress_puzzle_solved(&t->prog, t->puzzles.items[i].id))
			n++;
	return n;
}

bool tutor_setup(const struct ui *u)
{
	const struct tutor *t = u->tutor;
	return t->kind == TUTOR_LESSONS && t->lessons.items[t->cur].setup;
}

void tutor_title(const struct ui *u, char *buf, size_t size)
{
	const struct tutor *t = u->tutor;
	if (t->kind == TUTOR_LESSONS) {
		snprintf(buf, size, "lesson %zu of %zu: %s", t->cur + 1, t->lessons.n, t->lessons.items[t->cur].title);
		return;
	}
	const struct puzzle *p = &t->puzzles.items[t->cur];
	if (t->scratch)
		snprintf(buf, size, "puzzle: %s, from the position edited (move %s)", puzzle_theme_name(p->theme), p->move);
	else
		snprintf(buf, size, "puzzle %zu of %zu: %s, difficulty %d (game %s, move %s)", t->cur + 1, t->puzzles.n,
			 puzzle_theme_name(p->theme), p->difficulty, p->game, p->move);
}

void tutor_task(const struct ui *u, char *buf, size_t size)
{
	const struct tutor *t = u->tutor;
	if (t->kind == TUTOR_LESSONS)
		snprintf(buf, size, "%s", t->lessons.items[t->cur].task);
	else if (t->second)
		snprintf(buf, size, "%s replied %s. %s to move: reach the goal this turn",
			 notation_color_title(t->next.side == GOLD ? SILVER : GOLD), t->reply,
			 notation_color_title(t->next.side));
	else
		puzzle_task(&t->puzzles.items[t->cur], buf, size);
}

/* The game of lesson l on the board, its taken steps taken. */
static void tutor_start_lesson(struct ui *u, const struct lesson *l)
{
	struct game g;
	struct session *s = &u->s;
	if (l->setup) {
		session_new_game(s);
		if (l->setup_side == SILVER)
			session_accept_setup(s); /* Gold's default arrangement first */
		s->flipped = l->setup_side == SILVER;
		return;
	}
	if (lesson_start(l, &g) != 0) {
		/* lesson_read replayed it already: it does not happen */
		game_free(&g);
		session_new_game(s);
		return;
	}
	session_set_game(s, &g);
	lesson_turn(l, &s->game, &s->turn);
	s->flipped = s->game.pos.side == SILVER;
	pick_after(&s->pick, &s->turn);
}

void tutor_start(struct ui *u, size_t i)
{
	struct tutor *t = u->tutor;
	struct session *s = &u->s;
	if (i >= tutor_count(u))
		return;
	/* R (again) keeps a puzzle's first verdict: only that one is scored */
	if (i != t->cur || !t->board)
		t->counted = false;
	t->cur = i;
	t->sel = i;
	t->board = true;
	t->done = false;
	t->second = false;
	t->hint_sq = -1;
	t->verdict[0] = '\0';
	t->verdict_ok = false;
	s->nredo = 0;
	if (t->kind == TUTOR_LESSONS) {
		tutor_start_lesson(u, &t->lessons.items[i]);
	} else {
		const struct puzzle *p = &t->puzzles.items[i];
		struct game g;
		if (game_init_position(&g, &p->pos, p->number) != 0)
			xmalloc_fail();
		session_set_game(s, &g);
		s->flipped = p->pos.side == SILVER;
	}
	u->screen = screen_base(u);
	session_say(s, false, "%s", tutor_setup(u) ? "arrange the pieces; a checks the setup, I hints, A answers"
						    : "take the steps; Space checks them, I hints, A answers");
}

/* Says the verdict v (ok: passed) with msg on the status line and the panel. */
static void tutor_say(struct ui *u, bool ok, const char *msg)
{
	struct tutor *t = u->tutor;
	snprintf(t->verdict, sizeof t->verdict, "%s", msg);
	t->verdict_ok = ok;
	session_say(&u->s, !ok, "%s", msg);
}

/* A lesson's verdict v with msg. */
static void tutor_lesson_verdict(struct ui *u, enum lesson_verdict v, const char *msg)
{
	struct tutor *t = u->tutor;
	const struct lesson *l = &t->lessons.items[t->cur];
	char text[400];
	if (v != LESSON_DONE) {
		tutor_say(u, false, msg);
		return;
	}
	t->done = true;
	progress_lesson_mark(&t->prog, l->name);
	snprintf(text, sizeof text, "Well done: lesson passed. %s", t->cur + 1 < t->lessons.n
									 ? "N: the next lesson, R: again"
									 : "That was the last lesson: q goes back to the list");
	tutor_say(u, true, text);
	tutor_save_progress(u);
}

/* A goal in two solved by a: the other side's reply that puts the goal
 * furthest off is played, and the learner's second turn is on the board.
 * Returns false (nothing done) if there is no reply to play. */
static bool tutor_goal2_reply(struct ui *u, const struct tactics_line *a, bool scored)
{
	struct tutor *t = u->tutor;
	const struct puzzle *p = &t->puzzles.items[t->cur];
	struct tactics_line reply;
	struct position after;
	struct game g;
	char text[400];
	enum color winner;
	if (puzzle_reply(p, a, TUTOR_BUDGET, &reply, &t->next) != TACTICS_YES ||
	    game_board_verdict(&t->next, false, &winner) != REASON_NONE)
		return false;
	tactics_play(&p->pos, a, &after);
	notation_steps(&after, reply.steps, reply.nsteps, t->reply, sizeof t->reply);
	if (game_init_position(&g, &t->next, p->number + 1) != 0)
		xmalloc_fail();
	session_set_game(&u->s, &g);
	t->second = true;
	t->done = false;
	t->hint_sq = -1;
	snprintf(text, sizeof text, "%s %s replies %s: now reach the goal, and Space checks it",
		 scored ? "Right: the goal is certain." : "Right (not scored): the goal is certain.",
		 notation_color_title(t->next.side == GOLD ? SILVER : GOLD), t->reply);
	tutor_say(u, true, text);
	return true;
}

/* The second turn of a goal in two: steps s[0..n) from t->next, judged by
 * the rules (a step refused in play's words) and by the goal reached. */
static void tutor_goal2_judge(struct ui *u, const struct step *s, int n)
{
	struct tutor *t = u->tutor;
	struct turn tn;
	char msg[300];
	enum color winner;
	turn_begin(&tn, &t->next);
	for (int i = 0; i < n; i++) {
		enum step_error e = i < TURN_MAX_STEPS ? turn_step(&tn, s[i]) : STEP_ERR_TOO_MANY;
		if (e != STEP_OK) {
			notation_step_error(&tn.pos, s[i], e, msg, sizeof msg);
			tutor_say(u, false, msg);
			return;
		}
	}
	enum turn_end end = turn_can_end(&tn, &u->s.game.history);
	if (end != TURN_END_OK) {
		snprintf(msg, sizeof msg, "the turn cannot end: %s", notation_turn_end_error(end));
		tutor_say(u, false, msg);
		return;
	}
	if (game_board_verdict(&tn.pos, false, &winner) != REASON_GOAL || winner != t->next.side) {
		snprintf(msg, sizeof msg, "No goal: a %s rabbit must end the turn on rank %d",
			 notation_color_name(t->next.side), t->next.side == GOLD ? 8 : 1);
		tutor_say(u, false, msg);
		return;
	}
	t->done = true;
	tutor_say(u, true, "Goal! The puzzle is done. N: the next puzzle");
}

/* A puzzle's verdict on attempt a (steps from the puzzle's position). */
static void tutor_puzzle_judge(struct ui *u, const struct tactics_line *a)
{
	struct tutor *t = u->tutor;
	const struct puzzle *p = &t->puzzles.items[t->cur];
	char msg[300], text[400];
	enum puzzle_verdict v = puzzle_judge(p, a, TUTOR_BUDGET, msg, sizeof msg);
	if (v == PUZZLE_ILLEGAL) {
		tutor_say(u, false, msg);
		return;
	}
	if (v == PUZZLE_UNKNOWN) {
		tutor_say(u, false, "this attempt could not be judged within the search's budget: try another");
		return;
	}
	bool first = !t->counted && !t->scratch;
	if (first) {
		t->counted = true;
		progress_puzzle_result(&t->prog, p->id, p->theme, v == PUZZLE_SOLVED);
		tutor_save_progress(u);
	}
	if (v == PUZZLE_WRONG) {
		snprintf(text, sizeof text, "Not solved: %s. x resets the steps, I hints, A answers", msg);
		tutor_say(u, false, text);
		return;
	}
	t->done = true;
	if (p->theme == PUZZLE_GOAL2 && tutor_goal2_reply(u, a, first))
		return;
	if (t->scratch)
		snprintf(text, sizeof text, "Solved! q goes back to the editor");
	else if (first)
		snprintf(text, sizeof text, "Solved! streak %ld (best %ld). N: the next puzzle", t->prog.streak,
			 t->prog.best);
	else
		snprintf(text, sizeof text, "Solved (not scored: the first attempt missed or the answer was shown). "
					    "N: the next puzzle");
	tutor_say(u, true, text);
}

/* The learner's steps on the board (after a lesson's taken ones) into out;
 * returns how many, or -1 if the lesson's taken steps were undone. */
static int tutor_board_steps(const struct ui *u, struct step *out)
{
	const struct tutor *t = u->tutor;
	const struct turn *tn = &u->s.turn;
	int from = 0;
	if (t->kind == TUTOR_LESSONS) {
		const struct lesson *l = &t->lessons.items[t->cur];
		if (tn->nsteps < l->ntaken)
			return -1;
		for (int i = 0; i < l->ntaken; i++)
			if (memcmp(&tn->steps[i].step, &l->taken[i], sizeof l->taken[i]) != 0)
				return -1;
		from = l->ntaken;
	}
	for (int i = from; i < tn->nsteps; i++)
		out[i - from] = tn->steps[i].step;
	return tn->nsteps - from;
}

void tutor_check(struct ui *u)
{
	struct tutor *t = u->tutor;
	struct session *s = &u->s;
	char msg[300];
	if (!t->board)
		return;
	if (tutor_setup(u)) {
		struct placement pl[SETUP_PIECES];
		int n = setupedit_placements(&s->edit, pl);
		tutor_lesson_verdict(u, lesson_judge_setup(&t->lessons.items[t->cur], pl, n, msg, sizeof msg), msg);
		return;
	}
	struct step st[TURN_MAX_STEPS];
	int n = tutor_board_steps(u, st);
	if (n < 0) {
		tutor_say(u, false, "the steps the lesson took for you were undone: R starts the lesson again");
		return;
	}
	if (n == 0) {
		tutor_say(u, false, "no step taken yet: take the steps on the board, then Space");
		return;
	}
	if (t->kind == TUTOR_LESSONS) {
		enum lesson_verdict v = lesson_judge_steps(&t->lessons.items[t->cur], st, n, msg, sizeof msg);
		tutor_lesson_verdict(u, v, msg);
		return;
	}
	if (t->second) {
		tutor_goal2_judge(u, st, n);
		return;
	}
	struct tactics_line a = { .nsteps = n };
	memcpy(a.steps, st, (size_t)n * sizeof st[0]);
	tutor_puzzle_judge(u, &a);
}

void tutor_attempt(struct ui *u, const char *text)
{
	struct tutor *t = u->tutor;
	char msg[300];
	if (!t->board)
		return;
	if (t->kind == TUTOR_LESSONS) {
		tutor_lesson_verdict(u, lesson_judge_text(&t->lessons.items[t->cur], text, msg, sizeof msg), msg);
		return;
	}
	struct step st[STEPS_MAX];
	int n = steps_read(text, st, msg, sizeof msg);
	if (n < 0) {
		tutor_say(u, false, msg);
		return;
	}
	if (n == 0) {
		tutor_say(u, false, "no step written: steps are written as Ed2n (piece, square, direction)");
		return;
	}
	if (t->second) {
		tutor_goal2_judge(u, st, n);
		return;
	}
	if (n > TURN_MAX_STEPS) {
		char step[8];
		notation_step(st[TURN_MAX_STEPS], step);
		snprintf(msg, sizeof msg, "step %s: a turn has at most four steps", step);
		tutor_say(u, false, msg);
		return;
	}
	struct tactics_line a = { .nsteps = n };
	memcpy(a.steps, st, (size_t)n * sizeof st[0]);
	tutor_puzzle_judge(u, &a);
}

/* The fewest-step goal from t->next (the second turn of a goal in two). */
static bool tutor_goal_line(const struct tutor *t, struct tactics_line *out)
{
	struct tactics tx;
	tactics_init(&tx, TUTOR_BUDGET);
	int r = tactics_goal_now(&tx, &t->next, out);
	tactics_free(&tx);
	return r == TACTICS_YES;
}

void tutor_hint(struct ui *u)
{
	struct tutor *t = u->tutor;
	if (!t->board)
		return;
	if (t->kind == TUTOR_LESSONS) {
		session_say(&u->s, false, "hint: %s", t->lessons.items[t->cur].hint);
		return;
	}
	struct tactics_line goal;
	int sq = t->second ? (tutor_goal_line(t, &goal) ? goal.steps[0].from : -1)
			   : puzzle_hint_square(&t->puzzles.items[t->cur]);
	char name[3] = "?";
	if (sq >= 0)
		notation_square(sq, name);
	t->hint_sq = sq;
	session_say(&u->s, false, "hint: the solution moves the piece on %s (marked)", name);
}

void tutor_answer(struct ui *u)
{
	struct tutor *t = u->tutor;
	if (!t->board)
		return;
	if (t->kind == TUTOR_LESSONS) {
		session_say(&u->s, false, "answer: %s", t->lessons.items[t->cur].answer);
		return;
	}
	const struct puzzle *p = &t->puzzles.items[t->cur];
	char line[96];
	struct tactics_line goal;
	if (t->second) {
		if (tutor_goal_line(t, &goal))
			notation_steps(&t->next, goal.steps, goal.nsteps, line, sizeof line);
		else
			snprintf(line, sizeof line, "(not found within the search's budget)");
		session_say(&u->s, false, "answer: %s", line);
		return;
	}
	struct turn tn;
	turn_begin(&tn, &p->pos);
	for (int i = 0; i < p->solution.nsteps; i++)
		turn_step(&tn, p->solution.steps[i]);
	notation_turn(tn.steps, tn.nsteps, line, sizeof line);
	if (!t->counted && !t->done && !t->scratch) {
		t->counted = true;
		progress_puzzle_result(&t->prog, p->id, p->theme, false);
		tutor_save_progress(u);
	}
	session_say(&u->s, false, "answer: %s%s", line,
		    p->solutions > 1 ? " (other turns do it too)" : "");
}

void tutor_next(struct ui *u)
{
	struct tutor *t = u->tutor;
	size_t n = tutor_count(u);
	if (t->kind == TUTOR_LESSONS) {
		if (t->cur + 1 < n)
			tutor_start(u, t->cur + 1);
		else
			session_say(&u->s, false, "that was the last lesson: q goes back to the list");
		return;
	}
	for (size_t k = 1; k <= n; k++) {
		size_t i = (t->cur + k) % n;
		if (!progress_puzzle_solved(&t->prog, t->puzzles.items[i].id) || k == n) {
			tutor_start(u, i);
			return;
		}
	}
}

int tutor_go(struct ui *u, const char *arg)
{
	struct tutor *t = u->tutor;
	size_t n = tutor_count(u);
	char *end;
	long num = arg && *arg ? strtol(arg, &end, 10) : 0;
	if (arg && *arg && !*end && num >= 1 && (size_t)num <= n) {
		tutor_start(u, (size_t)num - 1);
		return 0;
	}
	for (size_t i = 0; arg && t->kind == TUTOR_PUZZLES && i < n; i++)
		if (strcmp(t->puzzles.items[i].id, arg) == 0) {
			tutor_start(u, i);
			return 0;
		}
	for (int th = 0; arg && t->kind == TUTOR_PUZZLES && th < PUZZLE_THEME_NB; th++) {
		if (strcmp(arg, puzzle_theme_name((enum puzzle_theme)th)) != 0)
			continue;
		for (size_t k = 1; k <= n; k++) {
			size_t i = (t->cur + k) % n;
			const struct puzzle *p = &t->puzzles.items[i];
			if ((int)p->theme == th && !progress_puzzle_solved(&t->prog, p->id)) {
				tutor_start(u, i);
				return 0;
			}
		}
		session_say(&u->s, true, "every %s puzzle is solved", arg);
		return 1;
	}
	session_say(&u->s, true, "go wants a number from 1 to %zu%s", n,
		    t->kind == TUTOR_PUZZLES ? ", a puzzle's id or a theme (goal, goal-in-two, win-material, "
					       "save-piece, stop-goal)" : "");
	return 1;
}

void tutor_back(struct ui *u)
{
	struct tutor *t = u->tutor;
	if (t->scratch || !t->board) {
		tutor_close(u);
		return;
	}
	t->board = false;
	t->sel = t->cur;
	if (t->kind == TUTOR_PUZZLES) {
		/* the progress may have changed what the filter keeps */
		puzzlelist_filter(&t->plist, &t->puzzles, &t->prog);
		puzzlelist_mark_puzzle(&t->plist, t->cur);
	}
	u->screen = screen_base(u);
	session_say(&u->s, false, t->kind == TUTOR_PUZZLES ? "Enter plays the puzzle marked" : "Enter opens the lesson marked");
}

void tutor_list_mark(struct ui *u, long i)
{
	if (u->tutor->kind == TUTOR_PUZZLES) {
		puzzlelist_mark(&u->tutor->plist, i);
		return;
	}
	long n = (long)tutor_count(u);
	u->tutor->sel = (size_t)(i < 0 ? 0 : i >= n ? n - 1 : i);
}

void tutor_list_open(struct ui *u)
{
	struct tutor *t = u->tutor;
	if (t->kind == TUTOR_LESSONS) {
		tutor_start(u, t->sel);
		return;
	}
	size_t i = puzzlelist_marked(&t->plist);
	if (i == (size_t)-1)
		session_say(&u->s, true, "no puzzle is shown: t, d and u change what is");
	else
		tutor_start(u, i);
}

/* Says what the puzzle list shows now. */
static void tutor_list_said(struct ui *u)
{
	char what[160];
	puzzlelist_describe(&u->tutor->plist, what, sizeof what);
	session_say(&u->s, false, "%s", what);
}

void tutor_list_theme(struct ui *u)
{
	struct tutor *t = u->tutor;
	puzzlelist_next_theme(&t->plist, &t->puzzles, &t->prog);
	tutor_list_said(u);
}

void tutor_list_difficulty(struct ui *u)
{
	struct tutor *t = u->tutor;
	puzzlelist_next_difficulty(&t->plist, &t->puzzles, &t->prog);
	tutor_list_said(u);
}

void tutor_list_unsolved(struct ui *u)
{
	struct tutor *t = u->tutor;
	puzzlelist_toggle_unsolved(&t->plist, &t->puzzles, &t->prog);
	tutor_list_said(u);
}
