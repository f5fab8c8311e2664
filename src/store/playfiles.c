/* playfiles.c: the files of the game being played: the locked autosave
 * slot, the finished game kept, saving under a name, resume and keep-aside. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "store/atomic.h"
#include "util/cause.h"
#include "store/paths.h"
#include "store/playfiles.h"
#include "util/xmalloc.h"

static int playfiles_move_out(struct playfiles *pf, const char *tag, char **moved, char **cause);
static void playfiles_unlock(int fd, const char *path);

/* A malloc'd copy of s, or NULL for NULL. */
static char *playfiles_dup(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* path as an absolute path (from the current directory when relative),
 * malloc'd; NULL for NULL. */
static char *playfiles_absolute(const char *path)
{
	char *cwd;

	if (!path || path[0] == '/' || !(cwd = getcwd(NULL, 0)))
		return playfiles_dup(path);
	while (path[0] == '.' && path[1] == '/')
		path += 2;
	char *abs = paths_join(strcmp(cwd, "/") == 0 ? "" : cwd, path);
	free(cwd);
	return abs;
}

/* Which file st is: device, inode, size and time of last change (an
 * inode number is reused at once by some file systems). */
static void playfiles_identity(const struct stat *st, unsigned long long id[5])
{
	id[0] = (unsigned long long)st->st_dev;
	id[1] = (unsigned long long)st->st_ino;
	id[2] = (unsigned long long)st->st_size;
	id[3] = (unsigned long long)st->st_mtim.tv_sec;
	id[4] = (unsigned long long)st->st_mtim.tv_nsec;
}

/* Notes which file is at the save target now (links followed, as saving
 * follows them). */
static void playfiles_note_target(struct playfiles *pf)
{
	struct stat st;

	pf->save_known = pf->save_path && stat(pf->save_path, &st) == 0;
	memset(pf->save_id, 0, sizeof pf->save_id);
	if (pf->save_known)
		playfiles_identity(&st, pf->save_id);
}

/* Whether a file other than the one the game was read from or last saved
 * to is at path (*cause then says so). No file there is not another. */
static bool playfiles_target_replaced(const struct playfiles *pf, const char *path, char **cause)
{
	struct stat st;
	unsigned long long id[5];

	if (stat(path, &st) != 0)
		return false;
	playfiles_identity(&st, id);
	if (pf->save_known && memcmp(id, pf->save_id, sizeof id) == 0)
		return false;
	cause_set(cause, "%s is not the file this game came from (it was replaced or changed since); "
		  "nothing was written: :save FILE saves over it", path);
	return true;
}

/* Notes why the autosave is off or failing: what (NULL: it works again)
 * and why. */
static void playfiles_trouble(struct playfiles *pf, const char *what, const char *why)
{
	free(pf->trouble);
	pf->trouble = what ? xasprintf("%s%s", what, why ? why : "") : NULL;
}

/* Hands why over to *cause (when cause is not NULL), else frees it. */
static void playfiles_pass(char *why, char **cause)
{
	if (cause)
		*cause = why;
	else
		free(why);
}

/* Points info at the strings pf owns. */
static void playfiles_link(struct playfiles *pf)
{
	static const char *const computer[4] = { NULL, "gold", "silver", "gold silver" };
	pf->info.computer = computer[pf->computer & 3];
	pf->info.event = pf->event;
	pf->info.gold = pf->gold;
	pf->info.silver = pf->silver;
	pf->info.timecontrol = pf->timecontrol;
	pf->info.date_text = pf->date_text;
	pf->info.kept = pf->kept;
	pf->info.nkept = pf->nkept;
}

/* Frees the kept headers. */
static void playfiles_free_kept(struct playfiles *pf)
{
	for (size_t i = 0; i < pf->nkept; i++) {
		free(pf->kept[i].key);
		free(pf->kept[i].value);
		free(pf->kept[i].line);
	}
	free(pf->kept);
	pf->kept = NULL;
	pf->nkept = 0;
}

/* Starts the files of a new game. */
void playfiles_init(struct playfiles *pf, const char *gold, const char *silver, const char *timecontrol)
{
	memset(pf, 0, sizeof *pf);
	pf->lock_fd = -1;
	pf->gold = playfiles_dup(gold);
	pf->silver = playfiles_dup(silver);
	pf->timecontrol = playfiles_dup(timecontrol);
	pf->info.date = time(NULL);
	playfiles_link(pf);
}

/* Releases the lock and frees the strings. */
void playfiles_free(struct playfiles *pf)
{
	playfiles_unlock(pf->lock_fd, pf->lock_path);
	free(pf->lock_path);
	free(pf->autosave);
	free(pf->save_path);
	free(pf->finished_path);
	free(pf->trouble);
	free(pf->event);
	free(pf->gold);
	free(pf->silver);
	free(pf->timecontrol);
	free(pf->date_text);
	playfiles_free_kept(pf);
	memset(pf, 0, sizeof *pf);
	pf->lock_fd = -1;
}

/* The path of slot n's file ("autosave.txt", "autosave.N.txt") or lock
 * ("autosave.lock", "autosave.N.lock") in dir, malloc'd. */
static char *playfiles_slot_path(const char *dir, int n, const char *ext)
{
	char name[48];

	if (n == 1)
		snprintf(name, sizeof name, "autosave.%s", ext);
	else
		snprintf(name, sizeof name, "autosave.%d.%s", n, ext);
	return paths_join(dir, name);
}

/* Whether the descriptor fd is the file at path (same device and inode). */
static bool playfiles_same_file(int fd, const char *path)
{
	struct stat a, b;

	return fstat(fd, &a) == 0 && lstat(path, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* Locks the lock file at path, made if missing: its descriptor, or -1 if
 * another process holds it (*busy set) or it cannot be opened (*cause).
 * The lock is on the file that is at path once locked: a holder removes
 * its lock file at exit, so a file opened just before is retried. */
static int playfiles_lock(const char *path, bool *busy, char **cause)
{
	*busy = false;
	for (int tries = 0; tries < 100; tries++) {
		int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
		if (fd < 0) {
			cause_set(cause, "%s: %s", path, strerror(errno));
			return -1;
		}
		int rc;
		while ((rc = flock(fd, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR)
			continue;
		if (rc != 0) {
			*busy = errno == EWOULDBLOCK;
			if (!*busy)
				cause_set(cause, "cannot lock the autosave: %s", strerror(errno));
			close(fd);
			return -1;
		}
		if (playfiles_same_file(fd, path))
			return fd;
		close(fd);
	}
	cause_set(cause, "%s: the lock file keeps changing", path);
	return -1;
}

/* Gives up a lock taken by playfiles_lock: its file is removed first,
 * while still held (when it is still the one at path). */
static void playfiles_unlock(int fd, const char *path)
{
	if (fd < 0)
		return;
	if (path && playfiles_same_file(fd, path))
		unlink(path);
	close(fd);
}

/* Whether the file at path holds a game to resume (or one that cannot be
 * read, which the player must hear about). */
static bool playfiles_has_unfinished(const char *path)
{
	struct load_result r;
	char *cause = NULL;
	int found;

	memset(&r, 0, sizeof r);
	found = playfiles_find_file(path, &r, &cause);
	load_free(&r);
	free(cause);
	return found != 0;
}

/* Writes text as a new file in the saved-games directory, never over
 * another (even one another process makes at the same moment), its name
 * with tag (may be NULL; see paths_save_candidate). Returns
 * its path, malloc'd, or NULL with *cause. */
static char *playfiles_new_file(const char *text, size_t len, const char *tag, char **cause)
{
	char *dir = paths_data_dir(cause), *path;
	time_t now = time(NULL);
	int rc;

	if (!dir)
		return NULL;
	int i = 1;
	for (; i < PATHS_MAX_SAVES; i++) {
		path = paths_save_candidate(dir, now, tag, i);
		if ((rc = atomic_write_new(path, text, len, 0644, cause)) == 0) {
			free(dir);
			return path;
		}
		free(path);
		if (rc < 0)
			break;
	}
	if (i == PATHS_MAX_SAVES)
		cause_set(cause, "%s: too many games saved this second", dir);
	free(dir);
	return NULL;
}

/* The one definition of a finished game, for the resume offer and for
 * keeping it: the board decided it, or its record states a result that
 * the board did not give (time, an engine's illegal move, resignation). */
static bool playfiles_finished(const struct load_result *r)
{
	return r->has_game && (r->finished || r->game.phase == GAME_OVER);
}

/* Looks for an unfinished game in the file at path. */
int playfiles_find_file(const char *path, struct load_result *r, char **cause)
{
	struct stat st;

	memset(r, 0, sizeof *r);
	if (stat(path, &st) != 0 && errno == ENOENT)
		return 0;
	if (load_path(path, NULL, r, cause) != 0) {
		load_free(r);
		return -1;
	}
	if (!r->has_game || playfiles_finished(r) || r->game.nmoves == 0) {
		load_free(r);
		return 0;
	}
	return 1;
}

/* Whether the file at path holds a finished game. */
static bool playfiles_has_finished(const char *path)
{
	struct load_result r;
	char *cause = NULL;
	bool finished;

	if (load_path(path, NULL, &r, &cause) != 0) {
		load_free(&r);
		free(cause);
		return false;
	}
	finished = playfiles_finished(&r) && r.game.nmoves > 0;
	load_free(&r);
	return finished;
}

/* Removes stale temporary files of new saved games. */
static void playfiles_sweep_saved(void)
{
	char *cause = NULL, *dir;

	if (!(dir = paths_data_dir(&cause))) {
		free(cause);
		return;
	}
	atomic_sweep_dir(dir, paths_is_save_name, PLAYFILES_STALE_AGE);
	free(dir);
}

/* Takes slot n in dir for pf (its lock held by fd). */
static void playfiles_take(struct playfiles *pf, const char *dir, int n, int fd)
{
	pf->slot = n;
	pf->lock_fd = fd;
	free(pf->autosave);
	free(pf->lock_path);
	pf->autosave = playfiles_slot_path(dir, n, "txt");
	pf->lock_path = playfiles_slot_path(dir, n, "lock");
}

/* The first slot in dir that holds an unfinished game no other process
 * holds, locked into pf: its number, or 0. Only slots whose autosave
 * exists are looked at; the locks of the others are given up. */
static int playfiles_claim_unfinished(struct playfiles *pf, const char *dir)
{
	struct stat st;
	bool busy;

	for (int n = 1; n <= PLAYFILES_SLOTS; n++) {
		char *path = playfiles_slot_path(dir, n, "txt"), *lock;
		if (lstat(path, &st) != 0) {
			free(path);
			continue;
		}
		lock = playfiles_slot_path(dir, n, "lock");
		int fd = playfiles_lock(lock, &busy, NULL);
		pf->busy += busy;
		if (fd >= 0 && playfiles_has_unfinished(path)) {
			playfiles_take(pf, dir, n, fd);
			free(path);
			free(lock);
			return n;
		}
		playfiles_unlock(fd, lock);
		free(path);
		free(lock);
	}
	return 0;
}

/* The first slot in dir no other process holds, locked into pf: its
 * number, or 0 with *cause. */
static int playfiles_claim_free(struct playfiles *pf, const char *dir, char **cause)
{
	bool busy;

	pf->busy = 0;
	for (int n = 1; n <= PLAYFILES_SLOTS; n++) {
		char *why = NULL, *lock = playfiles_slot_path(dir, n, "lock");
		int fd = playfiles_lock(lock, &busy, &why);
		free(lock);
		if (fd >= 0) {
			playfiles_take(pf, dir, n, fd);
			return n;
		}
		pf->busy += busy;
		if (!busy && n == 1) {
			/* the state directory cannot hold a lock: no slot at all */
			if (cause)
				*cause = why;
			else
				free(why);
			return 0;
		}
		free(why);
	}
	cause_set(cause, "%d other arimaa games are running, each with its autosave", pf->busy);
	return 0;
}

/* Claims an autosave slot. */
int playfiles_claim(struct playfiles *pf, bool prefer_unfinished, char **kept, char **cause)
{
	char *dir;
	int chosen = 0;

	if (kept)
		*kept = NULL;
	pf->busy = 0;
	char *why = NULL;
	if ((dir = paths_state_dir(&why))) {
		if (prefer_unfinished)
			chosen = playfiles_claim_unfinished(pf, dir);
		if (chosen == 0)
			chosen = playfiles_claim_free(pf, dir, &why);
		free(dir);
	}
	if (chosen == 0) {
		playfiles_trouble(pf, "autosave off: ", why);
		playfiles_pass(why, cause);
		return -1;
	}
	/* Ours alone now: what a kill left half-written goes; and in the
	 * saved-games directory, the half-written new files of a kill long
	 * enough ago that no other process is still writing them. */
	atomic_sweep(pf->autosave, 0);
	playfiles_sweep_saved();
	if (playfiles_has_finished(pf->autosave))
		(void)playfiles_move_out(pf, NULL, kept, NULL);
	return 0;
}

/* Before a write to the slot: the lock held must still be the file at its
 * path. When the state directory was removed (and perhaps made again by
 * another arimaa, which may hold this slot now), it is made again and a
 * slot locked anew: this one if free, else another. Returns 0, or -1 with
 * *cause (nothing may be written). */
static int playfiles_check_lock(struct playfiles *pf, char **cause)
{
	char *dir, *slash;
	bool busy;
	int fd;

	if (pf->lock_fd >= 0 && playfiles_same_file(pf->lock_fd, pf->lock_path))
		return 0;
	if (pf->lock_fd >= 0)
		close(pf->lock_fd); /* its file is gone from the path: never unlinked here */
	pf->lock_fd = -1;
	dir = xstrdup(pf->autosave);
	if ((slash = strrchr(dir, '/')))
		*slash = '\0';
	if (paths_mkdir(dir, 0700, cause) != 0) {
		free(dir);
		return -1;
	}
	int was = pf->slot;
	if ((fd = playfiles_lock(pf->lock_path, &busy, NULL)) >= 0)
		playfiles_take(pf, dir, was, fd);
	else if (playfiles_claim_free(pf, dir, cause) == 0) {
		free(dir);
		return -1;
	}
	pf->relocked = true;
	free(dir);
	return 0;
}

/* Copies the headers of rec. */
static void playfiles_copy_headers(const struct record *rec, struct record_header **out, size_t *n)
{
	struct record_header *h;

	*out = NULL;
	*n = 0;
	if (rec->nheaders == 0)
		return;
	h = xcalloc(rec->nheaders, sizeof *h);
	for (size_t i = 0; i < rec->nheaders; i++) {
		h[i].key = playfiles_dup(rec->headers[i].key);
		h[i].value = playfiles_dup(rec->headers[i].value);
		h[i].line = playfiles_dup(rec->headers[i].line);
	}
	*out = h;
	*n = rec->nheaders;
}

/* Takes what the autosave's own headers say: the save target and the view. */
static void playfiles_adopt_own(struct playfiles *pf, char **where)
{
	for (size_t i = 0; i < pf->nkept; i++) {
		const struct record_header *h = &pf->kept[i];
		unsigned long long id[5];
		int used = 0;
		if (strcasecmp(h->key, GAMEFILE_SAVE_TO_KEY) == 0 && h->value[0] == '/') {
			/* a relative path (older autosaves) named a file of another
			 * directory: forgotten */
			free(*where);
			*where = xstrdup(h->value);
		} else if (strcasecmp(h->key, GAMEFILE_SAVE_ID_KEY) == 0 &&
			   sscanf(h->value, "%llu:%llu:%llu:%llu.%llu%n", &id[0], &id[1], &id[2], &id[3],
				  &id[4], &used) == 5 &&
			   (h->value[used] == '\0' || strcmp(h->value + used, ":named") == 0)) {
			pf->save_known = true;
			memcpy(pf->save_id, id, sizeof id);
			pf->named = h->value[used] != '\0';
		} else if (strcasecmp(h->key, GAMEFILE_VIEW_KEY) == 0) {
			pf->hotseat = strstr(h->value, "hotseat");
			pf->flipped = strstr(h->value, "flipped");
		}
	}
}

/* Takes the headers of a loaded record. */
void playfiles_adopt(struct playfiles *pf, const struct load_result *r, const char *path, bool from_autosave)
{
	char *where = playfiles_absolute(r->illegal ? NULL : path);

	playfiles_free_kept(pf);
	playfiles_copy_headers(&r->rec, &pf->kept, &pf->nkept);
	/* the sides the built-in engine played (the last such header counts) */
	pf->computer = 0;
	for (size_t i = 0; i < pf->nkept; i++)
		if (strcasecmp(pf->kept[i].key, GAMEFILE_COMPUTER_KEY) == 0)
			pf->computer = (strstr(pf->kept[i].value, "gold") ? 1u << GOLD : 0) |
				       (strstr(pf->kept[i].value, "silver") ? 1u << SILVER : 0);
	pf->save_known = false;
	pf->named = false;
	if (from_autosave)
		playfiles_adopt_own(pf, &where);
	free(pf->event);
	free(pf->gold);
	free(pf->silver);
	free(pf->timecontrol);
	free(pf->date_text);
	free(pf->save_path);
	free(pf->finished_path);
	pf->finished_path = NULL;
	pf->event = playfiles_dup(r->info.event);
	pf->gold = playfiles_dup(r->info.gold);
	pf->silver = playfiles_dup(r->info.silver);
	pf->timecontrol = playfiles_dup(r->info.timecontrol);
	pf->date_text = playfiles_dup(r->info.date_text);
	pf->save_path = where;
	if (!from_autosave)
		playfiles_note_target(pf);
	pf->info = r->info;
	pf->info.date = 0;
	pf->info.adopted = true;
	pf->info.save_to = NULL;
	pf->info.view = NULL;
	if (r->illegal)
		pf->info.result_code = pf->info.reason_code = 0;
	playfiles_link(pf);
	pf->autosaved_moves = r->has_game ? r->game.nmoves : 0;
}

/* Sets the time control of the headers. */
void playfiles_set_timecontrol(struct playfiles *pf, const char *timecontrol)
{
	char *tc = playfiles_dup(timecontrol);

	free(pf->timecontrol);
	pf->timecontrol = tc;
	playfiles_link(pf);
}

void playfiles_set_computer(struct playfiles *pf, unsigned sides)
{
	pf->computer = sides & 3;
	playfiles_link(pf);
}

void playfiles_set_names(struct playfiles *pf, const char *gold, const char *silver)
{
	char *g = playfiles_dup(gold), *s = playfiles_dup(silver);

	free(pf->gold);
	free(pf->silver);
	pf->gold = g;
	pf->silver = s;
	playfiles_link(pf);
}

/* The game goes on as a new one. */
void playfiles_restart(struct playfiles *pf)
{
	free(pf->save_path);
	pf->save_path = NULL;
	pf->save_known = pf->named = false;
	free(pf->finished_path);
	pf->finished_path = NULL;
	free(pf->date_text);
	pf->date_text = NULL;
	playfiles_free_kept(pf);
	/* the names, event and time control stay as they are (a name typed
	 * at the prompt, colours swapped by a rematch) */
	pf->info.kept = NULL;
	pf->info.nkept = 0;
	pf->info.date_text = NULL;
	pf->info.adopted = false;
	pf->info.date = time(NULL);
	pf->info.result_code = 0;
	pf->info.reason_code = 0;
}

/* Keeps the finished game g in the saved-games directory. */
static int playfiles_keep_finished(struct playfiles *pf, const struct game *g, char **kept, char **cause)
{
	/* a game the player named ends in that file (while it is still the
	 * one saved: else in a new file) */
	if (!pf->finished_path && pf->named && pf->save_path &&
	    !playfiles_target_replaced(pf, pf->save_path, NULL) &&
	    gamefile_save(pf->save_path, g, &pf->info, 0644, NULL) == 0) {
		playfiles_note_target(pf);
		pf->finished_path = xstrdup(pf->save_path);
	} else if (pf->finished_path) {
		if (gamefile_save(pf->finished_path, g, &pf->info, 0644, cause) != 0)
			return -1;
	} else {
		char *text = gamefile_text(g, &pf->info);
		pf->finished_path = playfiles_new_file(text, strlen(text), NULL, cause);
		free(text);
		if (!pf->finished_path)
			return -1;
	}
	if (kept)
		*kept = xstrdup(pf->finished_path);
	return 0;
}

/* Writes the autosave for g. */
int playfiles_autosave(struct playfiles *pf, const struct game *g, char **kept, char **cause)
{
	char view[32] = "";
	int rc;

	if (kept)
		*kept = NULL;
	bool over = g->phase == GAME_OVER && g->nmoves > 0;
	if (!pf->autosave && !over)
		return 0;
	if (pf->autosave && pf->blocked) {
		cause_set(cause, "%s holds another game that could not be kept aside", pf->autosave);
		playfiles_trouble(pf, "not autosaved: another game could not be moved out of ", pf->autosave);
		return -1;
	}
	char *failed = NULL;
	if (pf->autosave && playfiles_check_lock(pf, &failed) != 0) {
		playfiles_trouble(pf, "not autosaved: ", failed);
		playfiles_pass(failed, cause);
		return -1;
	}
	if (over) {
		char *why = NULL;
		if (playfiles_keep_finished(pf, g, kept, &why) == 0) {
			if (pf->autosave)
				unlink(pf->autosave);
			pf->autosaved_moves = g->nmoves;
			pf->autosaved = true;
			return 0;
		}
		/* Not kept: the autosave holds it meanwhile. */
		if (pf->autosave && gamefile_save(pf->autosave, g, &pf->info, 0600, NULL) == 0) {
			pf->autosaved_moves = g->nmoves;
			pf->autosaved = true;
			playfiles_trouble(pf, "the finished game is only in the autosave: ", why);
		} else {
			playfiles_trouble(pf, "the finished game is not saved: ", why);
		}
		cause_set(cause, "the finished game could not be kept: %s", why);
		free(why);
		return -1;
	}
	snprintf(view, sizeof view, "%s%s%s", pf->hotseat ? "hotseat" : "",
		 pf->hotseat && pf->flipped ? " " : "", pf->flipped ? "flipped" : "");
	char id[128];
	snprintf(id, sizeof id, "%llu:%llu:%llu:%llu.%09llu%s", pf->save_id[0], pf->save_id[1], pf->save_id[2],
		 pf->save_id[3], pf->save_id[4], pf->named ? ":named" : "");
	pf->info.save_to = pf->save_path;
	pf->info.save_id = pf->save_known ? id : NULL;
	pf->info.view = view[0] != '\0' ? view : NULL;
	rc = gamefile_save(pf->autosave, g, &pf->info, 0600, &failed);
	pf->info.save_to = NULL;
	pf->info.save_id = NULL;
	pf->info.view = NULL;
	if (rc != 0) {
		playfiles_trouble(pf, "autosave failing: ", failed);
		playfiles_pass(failed, cause);
		return -1;
	}
	playfiles_trouble(pf, NULL, NULL);
	pf->autosaved_moves = g->nmoves;
	pf->autosaved = true;
	return 0;
}

/* Saves g under a name. */
int playfiles_save(struct playfiles *pf, const struct game *g, const char *file, char **where,
		   char **cause)
{
	char *path;

	if (where)
		*where = NULL;
	if ((!file || *file == '\0') && !pf->save_path) {
		char *text = gamefile_text(g, &pf->info);
		path = playfiles_new_file(text, strlen(text), NULL, cause);
		free(text);
		if (!path)
			return -1;
	} else {
		path = file && *file != '\0' ? playfiles_absolute(file) : xstrdup(pf->save_path);
		/* the file the game came from, not named again: only while it
		 * is still that file */
		if (!(file && *file != '\0') && playfiles_target_replaced(pf, path, cause)) {
			free(path);
			return -1;
		}
		/* what a kill during an earlier save of this file left */
		atomic_sweep(path, PLAYFILES_STALE_AGE);
		if (gamefile_save(path, g, &pf->info, 0644, cause) != 0) {
			free(path);
			return -1;
		}
	}
	free(pf->save_path);
	pf->save_path = path;
	playfiles_note_target(pf);
	pf->named = true;
	pf->saved = true;
	pf->saved_moves = g->nmoves;
	if (where)
		*where = xstrdup(path);
	return 0;
}

/* Looks for an unfinished game in the slot. */
int playfiles_find_resume(struct playfiles *pf, struct load_result *r, char **cause)
{
	memset(r, 0, sizeof *r);
	if (!pf->autosave)
		return 0;
	return playfiles_find_file(pf->autosave, r, cause);
}

/* Renames the slot's file aside in its own directory
 * ("autosave-YYYYmmdd-HHMMSS.txt"): where a game goes that the
 * saved-games directory cannot take. */
static int playfiles_rename_aside(struct playfiles *pf, char **aside, char **cause)
{
	char stamp[32], *name;
	const char *path = pf->autosave, *slash;
	size_t dirlen;
	struct stat st;
	time_t now = time(NULL);
	struct tm tm;

	slash = strrchr(path, '/');
	dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	if (!localtime_r(&now, &tm) || strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
		snprintf(stamp, sizeof stamp, "%lld", (long long)now);
	name = xmalloc(dirlen + 64);
	/* link, never rename, to the new name: another process keeping its
	 * game aside in the same second must not replace this one */
	int i = 1;
	for (; i < 1000; i++) {
		memcpy(name, path, dirlen);
		if (i == 1)
			snprintf(name + dirlen, 64, "autosave-%s.txt", stamp);
		else
			snprintf(name + dirlen, 64, "autosave-%s-%d.txt", stamp, i);
		if (link(path, name) == 0)
			break;
		if (errno == EEXIST)
			continue;
		if ((errno == EPERM || errno == ENOTSUP) && lstat(name, &st) != 0 && rename(path, name) == 0) {
			i = -1;
			break;
		}
		i = 1000;
		break;
	}
	if (i == 1000) {
		cause_set(cause, "%s: %s", path, errno == EEXIST ? "too many old autosaves" : strerror(errno));
		free(name);
		return -1;
	}
	if (i > 0)
		unlink(path);
	*aside = name;
	return 0;
}

/* Moves the game in the slot out of it, byte for byte, so that the next
 * game cannot overwrite it: into the saved-games directory as a new file
 * (its name with tag, may be NULL), or when that directory cannot take
 * it, aside in the slot's own directory. Its new path goes to *moved
 * (malloc'd) when moved is not NULL. Returns 0, or -1 with *cause when it
 * stays where it is. */
static int playfiles_move_out(struct playfiles *pf, const char *tag, char **moved, char **cause)
{
	size_t len;
	char *text = load_read_file(pf->autosave, &len, NULL), *dest = NULL;

	if (text)
		dest = playfiles_new_file(text, len, tag, NULL);
	free(text);
	if (dest)
		unlink(pf->autosave);
	else if (playfiles_rename_aside(pf, &dest, cause) != 0)
		return -1;
	if (moved)
		*moved = dest;
	else
		free(dest);
	return 0;
}

/* Moves the slot's game out before another game is autosaved in it. */
int playfiles_keep_aside(struct playfiles *pf, char **aside, char **cause)
{
	struct load_result r;
	struct stat st;

	if (aside)
		*aside = NULL;
	if (!pf->autosave)
		return 0;
	if (lstat(pf->autosave, &st) != 0) {
		if (errno == ENOENT)
			return 0;
		cause_set(cause, "%s: %s", pf->autosave, strerror(errno));
		return -1;
	}
	/* what cannot be read is kept too, for the player to look at */
	bool readable = load_path(pf->autosave, NULL, &r, NULL) == 0;
	bool empty = readable && r.has_game && r.game.nmoves == 0;
	bool finished = readable && playfiles_finished(&r);
	load_free(&r);
	if (empty)
		return 0; /* no move in it: nothing to keep */
	/* never overwritten: until it is moved, no autosave goes there */
	pf->blocked = playfiles_move_out(pf, finished ? NULL : PATHS_UNFINISHED_TAG, aside, cause) != 0;
	return pf->blocked ? -1 : 0;
}

/* Words where the game is now. */
bool playfiles_where(const struct playfiles *pf, const struct game *g, char *out, size_t size)
{
	bool over = g->phase == GAME_OVER;
	bool autosaved = pf->autosave && pf->autosaved && pf->autosaved_moves == g->nmoves;

	if (g->nmoves == 0) {
		snprintf(out, size, "no move was played: there was nothing to save");
		return true;
	}
	if (over && pf->finished_path && pf->autosaved && pf->autosaved_moves == g->nmoves) {
		snprintf(out, size, "the game is kept in %s", pf->finished_path);
		return true;
	}
	if (pf->saved && pf->save_path && pf->saved_moves == g->nmoves) {
		snprintf(out, size, "the game is saved in %s", pf->save_path);
		return true;
	}
	if (autosaved && !pf->trouble) {
		snprintf(out, size, "the %s game is autosaved in %s; the next start %s it", over ? "finished" : "unfinished",
			 pf->autosave, over ? "keeps" : "offers");
		return true;
	}
	if (autosaved)
		snprintf(out, size, "the game is only in the autosave %s (%s)", pf->autosave, pf->trouble);
	else if (pf->autosave && pf->autosaved && pf->autosaved_moves < g->nmoves)
		snprintf(out, size, "the game is NOT saved past its first %zu moves, in %s (%s)", pf->autosaved_moves,
			 pf->autosave, pf->trouble ? pf->trouble : "autosave off");
	else
		snprintf(out, size, "the game is NOT saved (%s)", pf->trouble ? pf->trouble : "autosave off");
	return autosaved;
}
