/* paths.h: where arimaa keeps its files: saved games under
 * $XDG_DATA_HOME/arimaa (~/.local/share/arimaa), the autosave under
 * $XDG_STATE_HOME/arimaa (~/.local/state/arimaa); and the data installed
 * with the program under $(pkgdatadir) or $ARIMAA_DATADIR. */
#ifndef ARIMAA_STORE_PATHS_H
#define ARIMAA_STORE_PATHS_H

#include <stdbool.h>
#include <time.h>

/* The directory for saved games, created (mode 0700) with its parents if
 * missing. Returns a malloc'd path, or NULL with *cause. */
char *paths_data_dir(char **cause);

/* The directory for the autosave, created (mode 0700) with its parents if
 * missing. Returns a malloc'd path, or NULL with *cause. */
char *paths_state_dir(char **cause);

/* The directory paths_data_dir (data) or paths_state_dir (!data) names,
 * as shown to the player and without creating it: "$XDG_DATA_HOME/arimaa"
 * when that variable is an absolute path, else "~/.local/share/arimaa"
 * (the home as "~"). Malloc'd; the variable's bytes are the caller's to
 * show safely. */
char *paths_dir_shown(bool data);

/* The file of the remembered start-up answers (store/prefs.h):
 * $XDG_CONFIG_HOME/arimaa/config (~/.config/arimaa/config); its directory is
 * created (mode 0700) only when create is true. Returns a malloc'd path, or
 * NULL with *cause. */
char *paths_config_file(bool create, char **cause);

/* Creates directory dir and its missing parents with mode. Returns 0, or -1 with *cause. */
int paths_mkdir(const char *dir, int mode, char **cause);

/* The default file name for a game saved at local time t, such as
 * "2026-02-14-153012.txt", into out (room for 32). */
void paths_save_name(time_t t, char out[32]);

/* How many names are tried for the games saved in one second. */
enum { PATHS_MAX_SAVES = 1000 };

/* The word in the name of an unfinished game the player set aside to
 * start another ("2026-02-14-153012-unfinished.txt"). */
#define PATHS_UNFINISHED_TAG "unfinished"

/* Whether name (no directory) is one of the names below. */
bool paths_is_save_name(const char *name);

/* The i-th name for a game saved at local time t, in dir: "dir/NAME.txt"
 * for 1, "dir/NAME-i.txt" after that, with "-TAG" after NAME when tag is
 * not NULL ("dir/NAME-unfinished-2.txt"); malloc'd. */
char *paths_save_candidate(const char *dir, time_t t, const char *tag, int i);

/* A path in the data directory for a game saved at time t that names no
 * existing file ("-2", "-3"... added if needed). Returns it malloc'd, or NULL with *cause. */
char *paths_default_save(time_t t, char **cause);

/* The directory of the data installed with the program (setup presets,
 * famous games): $ARIMAA_DATADIR if set and not empty, else data/ beside
 * the program when it holds presets.txt (a build in the source tree, not
 * installed), else the configured $(pkgdatadir). */
const char *paths_pkgdata_dir(void);

/* The path of file name in the data directory, malloc'd. */
char *paths_pkgdata(const char *name);

/* dir + "/" + name, malloc'd. */
char *paths_join(const char *dir, const char *name);

#endif
