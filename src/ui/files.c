/* files.c: the screens' side of the game's files. The store (src/store)
 * does the writing and reading; this file decides when, and words the
 * outcome for the status line or, before curses starts, for stderr. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "notation/notation.h"
#include "store/cause.h"
#include "store/load.h"
#include "store/paths.h"
#include "store/signals.h"
#include "ui/files.h"
#include "ui/term.h"
#include "util/xmalloc.h"

/* Adds a note to the status line after what it says already. */
static void files_note(struct ui *u, bool warn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void files_note(struct ui *u, bool warn, const char *fmt, ...)
{
	char note[256], old[sizeof u->s.status];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(note, sizeof note, fmt, ap);
	va_end(ap);
	snprintf(old, sizeof old, "%s", u->s.status);
	if (old[0])
		session_say(&u->s, warn || u->s.status_warn, "%s; %s", old, note);
	else
		session_say(&u->s, warn, "%s", note);
}

/* The players' names: the command line's, else the record's. */
static void files_names(struct ui *u)
{
	if (u->opt && u->opt->gold_name)
		u->keep.info.gold = u->opt->gold_name;
	if (u->opt && u->opt->silver_name)
		u->keep.info.silver = u->opt->silver_name;
	u->s.names[GOLD] = u->keep.info.gold;
	u->s.names[SILVER] = u->keep.info.silver;
}

/* Takes the game of a loaded record (r->game is taken over) to play or,
 * when finished or asked for, to watch; save_path is where :save writes. */
static void files_take(struct ui *u, struct load_result *r, const char *name, const char *save_path)
{
	keeper_adopt(&u->keep, r, save_path);
	files_names(u);
	session_set_game(&u->s, &r->game);
	clockui_adopt(u); /* clocks: as the record's TimeControl and move times say */
	if (r->illegal)
		session_say(&u->s, true, "%s: %s; the game stops before it", name, r->message);
	if (r->finished || (u->opt && u->opt->replay)) {
		screen_open_replay(u, false);
		return;
	}
	files_autosave(u);
}

/* Before the first autosave of a run: an unfinished game (or an unreadable
 * file) in the autosave that is not this run's is kept aside. */
static void files_claim(struct ui *u)
{
	struct load_result r;
	char *cause = NULL, *aside = NULL;
	u->claimed = true;
	int found = keeper_find_resume(&u->keep, &r, &cause);
	load_free(&r);
	free(cause);
	cause = NULL;
	if (found == 0)
		return;
	if (keeper_keep_old(&u->keep, &aside, &cause) != 0)
		files_note(u, true, "the earlier autosave could not be kept aside: %s", cause);
	else if (aside)
		files_note(u, false, "the earlier unfinished game was kept as %s", aside);
	free(cause);
	free(aside);
}

void files_autosave(struct ui *u)
{
	char *cause = NULL;
	if (!u->keep_ok)
		return;
	if (!u->claimed)
		files_claim(u);
	if (keeper_autosave(&u->keep, &u->s.game, &cause) != 0)
		files_note(u, true, "autosave failed: %s", cause);
	free(cause);
}

void files_after_move(struct session *s, void *data)
{
	(void)s;
	clockui_sync(data); /* clocks: charge the move (its time goes into the save) */
	files_autosave(data);
}

void files_save(struct ui *u, const char *file)
{
	char *where = NULL, *cause = NULL;
	if (keeper_save(&u->keep, &u->s.game, file, &where, &cause) == 0)
		session_say(&u->s, false, "saved to %s", where ? where : file);
	else
		session_say(&u->s, true, "save failed: %s", cause);
	free(where);
	free(cause);
}

/* Asks whether to resume the unfinished game r found in the autosave. */
static void files_ask_resume(struct ui *u, const struct load_result *r)
{
	char q[160], label[16] = "";
	const struct game_move *last = game_last(&r->game);
	if (last)
		notation_label(last->number, last->side, label);
	snprintf(q, sizeof q, "resume the unfinished game (%zu moves, last %s)? y resumes, n starts afresh",
		 r->game.nmoves, label);
	screen_open_confirm(u, CONFIRM_RESUME, q);
}

void files_resume(struct ui *u, bool yes)
{
	struct load_result r;
	char *cause = NULL, *aside = NULL;
	u->claimed = true;
	if (yes) {
		int found = keeper_find_resume(&u->keep, &r, &cause);
		if (found == 1) {
			char said[sizeof u->s.status];
			files_take(u, &r, "autosave", NULL);
			snprintf(said, sizeof said, "%s", u->s.status);
			session_say(&u->s, u->s.status_warn, "resumed: %s", said);
		} else {
			session_say(&u->s, true, "the autosave cannot be resumed: %s",
				    found < 0 ? cause : "no unfinished game in it");
		}
		load_free(&r);
	} else if (keeper_keep_old(&u->keep, &aside, &cause) != 0) {
		session_say(&u->s, true, "the unfinished game could not be kept aside: %s; it will be overwritten",
			    cause);
	} else {
		session_say(&u->s, false, "the unfinished game was kept as %s; %s sets up",
			    aside ? aside : "(nothing)", session_side_name(&u->s, GOLD));
	}
	free(cause);
	free(aside);
}

/* At start-up without a file: offers the unfinished autosaved game. */
static void files_start_resume(struct ui *u)
{
	struct load_result r;
	char *cause = NULL;
	int found = keeper_find_resume(&u->keep, &r, &cause);
	if (found < 0) {
		session_say(&u->s, true, "the autosave cannot be read (%s); it will be kept aside", cause);
	} else if (found == 1 && u->opt->resume) {
		load_free(&r);
		files_resume(u, true);
	} else if (found == 1) {
		files_ask_resume(u, &r);
	} else if (u->opt->resume) {
		session_say(&u->s, false, "no unfinished game to resume: a new game, %s sets up",
			    session_side_name(&u->s, GOLD));
	}
	load_free(&r);
	free(cause);
}

void files_load_presets(struct ui *u)
{
	char *path = paths_pkgdata("presets.txt"), *cause = NULL, *text, why[160];
	size_t len = 0;
	presets_builtin(&u->presets);
	if ((text = load_read_file(path, &len, &cause)) == NULL)
		session_say(&u->s, true, "only the standard preset: %.200s", cause ? cause : path);
	else if (presets_parse(text, len, &u->presets, why, sizeof why) != 0)
		session_say(&u->s, true, "only the standard preset: %.100s: %s", path, why);
	session_set_presets(&u->s, &u->presets);
	free(text);
	free(cause);
	free(path);
}

int files_start(struct ui *u, const struct ui_options *opt)
{
	char *cause = NULL;
	u->opt = opt;
	u->screen = screen_base(u);
	keeper_init(&u->keep, opt->gold_name, opt->silver_name, NULL, &cause);
	u->keep_ok = true;
	files_names(u);
	/* clocks: a new game's, from --time-control, stopped until Gold is ready */
	clockui_adopt(u);
	if (cause)
		session_say(&u->s, true, "autosave off: %s", cause);
	free(cause);
	cause = NULL;
	if (!opt->file && !opt->games) {
		files_start_resume(u);
		return 0;
	}
	char *games = opt->games ? paths_pkgdata("famous-games.txt") : NULL;
	const char *file = opt->games ? games : opt->file;
	struct load_result r;
	if (load_path(file, NULL, &r, &cause) != 0) {
		fprintf(stderr, "arimaa: %s\n", cause);
		free(cause);
		free(games);
		load_free(&r);
		return 1;
	}
	if (r.kind == LOAD_ARCHIVE_LIST) {
		u->list = r;
		u->list_path = games ? games : xstrdup(file);
		u->mode = UI_MODE_LIST;
		u->screen = SCREEN_LIST;
		session_say(&u->s, false, "%zu games: Enter opens the one marked", r.nentries);
		return 0;
	}
	files_take(u, &r, file, r.kind == LOAD_GAME_FILE && !games ? file : NULL);
	free(games);
	load_free(&r);
	return 0;
}

void files_open_entry(struct ui *u)
{
	struct load_result r;
	char *cause = NULL, name[200];
	if (u->list_sel >= u->list.nentries)
		return;
	/* By its row: an id may be empty, repeated or anything at all. */
	if (load_list_game(&u->list, u->list_sel, &r, &cause) != 0) {
		session_say(&u->s, true, "%s", cause);
	} else {
		load_label(&u->list.source, u->list_path, u->list_sel, name, sizeof name);
		u->mode = UI_MODE_GAME;
		files_take(u, &r, name, NULL);
		u->screen = screen_base(u);
	}
	load_free(&r);
	free(cause);
}

void files_play_on(struct ui *u)
{
	struct game out;
	struct turn t;
	bool partial = false;
	char label[16];
	const struct viewer_point *pt = viewer_current(&u->rp);
	snprintf(label, sizeof label, "%s", pt->label[0] ? pt->label : "the start");
	if (viewer_play_on(&u->rp, &out, &t, &partial) != 0) {
		session_say(&u->s, true, "cannot play on from here: the moves up to it do not replay");
		return;
	}
	screen_close_replay(u);
	session_set_game(&u->s, &out);
	if (partial) {
		u->s.turn = t;
		pick_after(&u->s.pick, &u->s.turn);
	}
	/* A new game: a new file, no result, begun now. */
	free(u->keep.save_path);
	u->keep.save_path = NULL;
	free(u->keep.date_text);
	u->keep.date_text = NULL;
	u->keep.info.date_text = NULL;
	u->keep.info.date = time(NULL);
	u->keep.info.result_code = 0;
	u->keep.info.reason_code = 0;
	char said[sizeof u->s.status];
	snprintf(said, sizeof said, "%s", u->s.status);
	session_say(&u->s, false, "playing on from %s (the record is unchanged): %s", label, said);
	clockui_adopt(u); /* clocks: as the moves kept say, stopped until the player is ready */
	u->claimed = false;
	files_autosave(u);
	u->screen = screen_base(u);
}

void files_signal_exit(struct ui *u, int sig)
{
	char *cause = NULL;
	if (u->keep_ok && u->claimed)
		keeper_autosave(&u->keep, &u->s.game, &cause);
	free(cause);
	term_stop();
	signals_reraise(sig);
	_exit(128 + sig);
}

void files_free(struct ui *u)
{
	if (u->rp.points)
		viewer_free(&u->rp);
	load_free(&u->list);
	free(u->list_path);
	u->list_path = NULL;
	if (u->keep_ok)
		keeper_free(&u->keep);
	u->keep_ok = false;
}
