/* corpus_run.c: runs a fuzz target's entry point on files, without libFuzzer,
 * so the regression inputs and the seeds are checked by make check, under
 * the sanitizers and under valgrind. With no arguments it replays the
 * inputs in FUZZ_REPLAY_DIRS (colon-separated, set when built) whose names
 * begin with the target's name (regressions) or that are seeds (*.txt). */
#include "config.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz.h"

/* Reads a whole file; returns its bytes (malloc'd) or NULL. */
static uint8_t *replay_read(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (!f)
		return NULL;
	do {
		if (cap - len < 65536) {
			uint8_t *nb = realloc(buf, cap ? cap * 2 : 65536);
			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
			cap = cap ? cap * 2 : 65536;
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose(f);
	*size = len;
	return buf;
}

/* Feeds one file to the target; returns 0, or 1 if it could not be read. */
static int replay_file(const char *path)
{
	size_t size = 0;
	uint8_t *data = replay_read(path, &size);

	if (!data) {
		fprintf(stderr, "%s: cannot read %s\n", FUZZ_TARGET, path);
		return 1;
	}
	printf("%s: %s (%zu bytes)\n", FUZZ_TARGET, path, size);
	fflush(stdout);
	LLVMFuzzerTestOneInput(data, size);
	free(data);
	return 0;
}

/* Whether a file in a replay directory is an input for this target. */
static int replay_wanted(const char *name)
{
	size_t n = strlen(name), t = strlen(FUZZ_TARGET);
	if (strncmp(name, FUZZ_TARGET, t) == 0 && name[t] == '-')
		return 1;
	return n > 4 && strcmp(name + n - 4, ".txt") == 0;
}

/* Replays the wanted files of one directory in name order. */
static int replay_dir(const char *dir)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort), bad = 0;

	if (n < 0) {
		fprintf(stderr, "%s: cannot read the directory %s\n", FUZZ_TARGET, dir);
		return 1;
	}
	for (int i = 0; i < n; i++) {
		if (replay_wanted(names[i]->d_name)) {
			char path[4096];
			snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
			bad |= replay_file(path);
		}
		free(names[i]);
	}
	free(names);
	return bad;
}

int main(int argc, char **argv)
{
	int bad = 0;

	if (argc > 1) {
		for (int i = 1; i < argc; i++)
			bad |= replay_file(argv[i]);
		return bad;
	}
	char *dirs = strdup(FUZZ_REPLAY_DIRS);
	if (!dirs)
		return 1;
	for (char *save = NULL, *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save))
		bad |= replay_dir(d);
	free(dirs);
	return bad;
}
