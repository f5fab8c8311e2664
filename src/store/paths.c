/* paths.c: the XDG data and state directories and default file names. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/cause.h"
#include "store/paths.h"
#include "util/xmalloc.h"

/* dir + "/" + name, malloc'd. */
char *paths_join(const char *dir, const char *name)
{
	return xasprintf("%s/%s", dir, name);
}

/* The home directory: $HOME, else the password database; NULL if neither. */
static const char *paths_home(void)
{
	const char *home = getenv("HOME");
	struct passwd *pw;

	if (home && *home == '/')
		return home;
	pw = getpwuid(getuid());
	if (pw && pw->pw_dir && *pw->pw_dir == '/')
		return pw->pw_dir;
	return NULL;
}

/* Creates dir and its missing parents. */
int paths_mkdir(const char *dir, int mode, char **cause)
{
	struct stat st;
	char *copy = xstrdup(dir);
	for (char *p = copy + 1;; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char c = *p;
		*p = '\0';
		if (mkdir(copy, (mode_t)mode) != 0 && errno != EEXIST) {
			cause_set(cause, "%s: %s", copy, strerror(errno));
			free(copy);
			return -1;
		}
		*p = c;
		if (c == '\0')
			break;
	}
	free(copy);
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		cause_set(cause, "%s: not a directory", dir);
		return -1;
	}
	return 0;
}

/* $var/arimaa when $var is an absolute path, else ~/fallback/arimaa; created. */
static char *paths_xdg(const char *var, const char *fallback, char **cause)
{
	const char *base = getenv(var), *home;
	char *root, *dir;

	if (base && *base == '/')
		root = xstrdup(base);
	else {
		if (!(home = paths_home())) {
			cause_set(cause, "no home directory: set HOME or %s", var);
			return NULL;
		}
		root = paths_join(home, fallback);
	}
	dir = paths_join(root, "arimaa");
	free(root);
	if (paths_mkdir(dir, 0700, cause) != 0) {
		free(dir);
		return NULL;
	}
	return dir;
}

char *paths_dir_shown(bool data)
{
	const char *base = getenv(data ? "XDG_DATA_HOME" : "XDG_STATE_HOME");
	if (base && *base == '/')
		return paths_join(base, "arimaa");
	return xstrdup(data ? "~/.local/share/arimaa" : "~/.local/state/arimaa");
}

/* The remembered answers' file: $XDG_CONFIG_HOME/arimaa/config, else
 * ~/.config/arimaa/config; its directory made only when create. */
char *paths_config_file(bool create, char **cause)
{
	const char *base = getenv("XDG_CONFIG_HOME"), *home;
	char *root, *dir, *file;

	if (base && *base == '/')
		root = xstrdup(base);
	else {
		if (!(home = paths_home())) {
			cause_set(cause, "no home directory: set HOME or XDG_CONFIG_HOME");
			return NULL;
		}
		root = paths_join(home, ".config");
	}
	dir = paths_join(root, "arimaa");
	free(root);
	if (create && paths_mkdir(dir, 0700, cause) != 0) {
		free(dir);
		return NULL;
	}
	file = paths_join(dir, "config");
	free(dir);
	return file;
}

/* The directory for saved games. */
char *paths_data_dir(char **cause)
{
	return paths_xdg("XDG_DATA_HOME", ".local/share", cause);
}

/* The directory for the autosave. */
char *paths_state_dir(char **cause)
{
	return paths_xdg("XDG_STATE_HOME", ".local/state", cause);
}

/* The default file name for a game saved at time t. */
void paths_save_name(time_t t, char out[32])
{
	struct tm tm;

	if (!localtime_r(&t, &tm) || strftime(out, 32, "%Y-%m-%d-%H%M%S.txt", &tm) == 0)
		snprintf(out, 32, "game.txt");
}

/* Whether name is one paths_save_candidate makes: "YYYY-mm-dd-HHMMSS",
 * then "-unfinished" or not, then "-N" or not, then ".txt". */
bool paths_is_save_name(const char *name)
{
	static const char shape[] = "dddd-dd-dd-dddddd";
	static const char tag[] = "-" PATHS_UNFINISHED_TAG;
	size_t i = 0, n = strlen(name);

	if (n < sizeof shape - 1 + 4 || strcmp(name + n - 4, ".txt") != 0)
		return false;
	for (; shape[i] != '\0'; i++)
		if (shape[i] == 'd' ? !isdigit((unsigned char)name[i]) : name[i] != '-')
			return false;
	if (n - 4 - i >= sizeof tag - 1 && strncmp(name + i, tag, sizeof tag - 1) == 0)
		i += sizeof tag - 1;
	if (i == n - 4)
		return true;
	if (name[i] != '-' || i + 1 == n - 4)
		return false;
	for (i++; i < n - 4; i++)
		if (!isdigit((unsigned char)name[i]))
			return false;
	return true;
}

/* The i-th name (1, 2, ...) for a game saved at time t in dir. */
char *paths_save_candidate(const char *dir, time_t t, const char *tag, int i)
{
	char name[32], alt[96], tail[40] = "";
	int stem;

	paths_save_name(t, name);
	stem = (int)strlen(name) - 4;
	if (tag)
		snprintf(tail, sizeof tail, "-%.24s", tag);
	if (i <= 1)
		snprintf(alt, sizeof alt, "%.*s%s.txt", stem, name, tail);
	else
		snprintf(alt, sizeof alt, "%.*s%s-%d.txt", stem, name, tail, i);
	return paths_join(dir, alt);
}

/* A free path in the data directory for a game saved at time t. */
char *paths_default_save(time_t t, char **cause)
{
	char *dir, *path;
	struct stat st;

	if (!(dir = paths_data_dir(cause)))
		return NULL;
	for (int i = 1; i < PATHS_MAX_SAVES; i++) {
		path = paths_save_candidate(dir, t, NULL, i);
		if (lstat(path, &st) != 0 && errno == ENOENT) {
			free(dir);
			return path;
		}
		free(path);
	}
	cause_set(cause, "%s: too many games saved this second", dir);
	free(dir);
	return NULL;
}

/* The folder data/ beside the running program when it holds presets.txt
 * (a program built in its source tree and not installed), or NULL. */
static const char *paths_beside_program(void)
{
	static char dir[4096];
	struct stat st;
	/* room for "/data" after the last slash, and for presets.txt's test */
	ssize_t n = readlink("/proc/self/exe", dir, sizeof dir - sizeof "/data/presets.txt");
	if (n <= 0)
		return NULL;
	dir[n] = '\0';
	char *slash = strrchr(dir, '/');
	if (!slash)
		return NULL;
	strcpy(slash, "/data/presets.txt");
	if (stat(dir, &st) != 0 || !S_ISREG(st.st_mode))
		return NULL;
	slash[sizeof "/data" - 1] = '\0';
	return dir;
}

/* The data directory: $ARIMAA_DATADIR when set and not empty, else data/
 * beside the program when it has one (a build in the source tree), else
 * the directory configured at build time. */
const char *paths_pkgdata_dir(void)
{
	const char *dir = getenv("ARIMAA_DATADIR");
	if (dir && *dir != '\0')
		return dir;
	if ((dir = paths_beside_program()))
		return dir;
	return PKGDATADIR;
}

char *paths_pkgdata(const char *name)
{
	return paths_join(paths_pkgdata_dir(), name);
}
