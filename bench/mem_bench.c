/* mem_bench.c: the memory a long game takes, in bytes of peak memory
 * (resident set) per byte of input: checked as --check does, and opened
 * in the replay viewer, and in the viewer with the game's tree beside it
 * as the screens keep it (app/study.c); the file's text is dropped once its
 * game is read, as the screens drop it (store/load.c). Each figure is measured in a child process of its
 * own, from the peak it reached less the peak of a child that only read
 * nothing; the goal (issue 16) is at most 8 for the check (512 MiB for a
 * 64 MiB file) and 16 for the viewer (1 GiB). Usage: mem_bench FILE... */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "store/load.h"
#include "app/viewer.h"
#include "app/study.h"

enum mem_bench_what { MEM_BENCH_NOTHING, MEM_BENCH_CHECK, MEM_BENCH_VIEWER, MEM_BENCH_TREE };

/* In the child: does what, then exits 0 (1 if the file cannot be read). */
static void mem_bench_child(const char *path, enum mem_bench_what what)
{
	struct load_source src;
	struct record_error err;
	struct load_result r;
	struct record_check c;
	struct viewer v;

	if (what == MEM_BENCH_NOTHING)
		_exit(0);
	if (load_open(path, false, &src, &err) != 0)
		_exit(1);
	if (what == MEM_BENCH_CHECK) {
		if (load_game_check(&src, 0, false, &r, &c, &err) != 0)
			_exit(1);
		record_check_free(&c);
	} else {
		if (load_game(&src, 0, false, &r, &err) != 0)
			_exit(1);
		/* the screens close the file once its game is read (load_path) */
		load_close(&src);
		if (viewer_init(&v, &r.game) != 0)
			_exit(1);
		/* the screens keep the game's tree beside it (app/study.c) */
		struct study st;
		if (what == MEM_BENCH_TREE) {
			study_init(&st);
			study_follow_game(&st, &r.game, false);
			study_build_path(&st);
		}
		viewer_free(&v);
		if (what == MEM_BENCH_TREE)
			study_free(&st);
	}
	load_free(&r);
	if (what == MEM_BENCH_CHECK)
		load_close(&src);
	_exit(0);
}

/* The peak resident set of a child doing what, in bytes; -1 if it failed. */
static long long mem_bench_peak(const char *path, enum mem_bench_what what)
{
	struct rusage ru;
	int status;
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0)
		mem_bench_child(path, what);
	if (wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return -1;
	return (long long)ru.ru_maxrss * 1024;
}

int main(int argc, char **argv)
{
	int rc = 0;

	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0 || st.st_size == 0) {
			fprintf(stderr, "mem_bench: %s: cannot read\n", argv[i]);
			rc = 1;
			continue;
		}
		long long base = mem_bench_peak(argv[i], MEM_BENCH_NOTHING);
		long long check = mem_bench_peak(argv[i], MEM_BENCH_CHECK);
		long long view = mem_bench_peak(argv[i], MEM_BENCH_VIEWER);
		long long tree = mem_bench_peak(argv[i], MEM_BENCH_TREE);
		double size = (double)st.st_size;
		printf("%s: %lld bytes\n", argv[i], (long long)st.st_size);
		if (check < 0 || view < 0 || tree < 0) {
			printf("  the game could not be read\n");
			rc = 1;
			continue;
		}
		printf("  check:  %6.1f bytes of memory per byte of input (peak %lld MiB)\n",
		       (double)(check - base) / size, check >> 20);
		printf("  viewer: %6.1f bytes of memory per byte of input (peak %lld MiB)\n",
		       (double)(view - base) / size, view >> 20);
		printf("  viewer and game tree (as the screens open it): %6.1f bytes per byte (peak %lld MiB)\n",
		       (double)(tree - base) / size, tree >> 20);
	}
	return rc;
}
