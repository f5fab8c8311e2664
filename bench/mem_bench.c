/* mem_bench.c: the memory a long game takes, in bytes of peak memory
 * (resident set) per byte of input: checked as --check does, and opened
 * in the replay viewer, and in the viewer with the game's tree beside it
 * as the screens keep it (app/study.c); the file's text is dropped once its
 * game is read, as the screens drop it (store/load.c). Each figure is measured in a child process of its
 * own, from the peak it reached less the peak of a child that only read
 * nothing; the goal (issue 16) is at most 8 for the check (512 MiB for a
 * 64 MiB file) and 16 for the viewer (1 GiB). Beside each, the peak of
 * the child's address space (VmPeak, what `ulimit -v` bounds), less that of
 * the child that read nothing, per byte of input. `make bench-memory`
 * measures a 3,000,000-turn game of tests/hostile/gen-long-game.awk and the
 * worst shape per byte, a 64 MiB game whose every position is new
 * (tests/hostile/gen-new-positions.awk), and the same game as an annotated
 * record (a tag line before it): checked by the check's reader
 * (treerecord_check_each, as --check reads it), opened as the screens open
 * it (load_path: the games found, then the tree read and its main line
 * replayed), and narrowed to its game #1 (load_narrow, as FILE#ID is).
 * Usage: mem_bench FILE... */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "notation/treerecord.h"
#include "store/load.h"
#include "app/viewer.h"
#include "app/study.h"

enum mem_bench_what { MEM_BENCH_NOTHING, MEM_BENCH_CHECK, MEM_BENCH_VIEWER, MEM_BENCH_TREE, MEM_BENCH_NARROW };

/* The check's reader's hand-over: nothing to keep. */
static void mem_bench_game(void *ctx, size_t index, bool last, struct treerecord_game *g)
{
	(void)ctx, (void)index, (void)last, (void)g;
}

/* In the child, for an annotated record: does what as --check, the
 * screens or FILE#ID do. Returns 0, or -1 if the record cannot be read. */
static int mem_bench_annotated(const char *path, struct load_source *src, enum mem_bench_what what)
{
	struct record_error err;
	struct load_result r;
	struct viewer v;
	char *cause = NULL;
	size_t n;
	if (what == MEM_BENCH_CHECK)
		return treerecord_check_each(src->text, src->len, false, mem_bench_game, NULL, &n, &err) == 0 ? 0 : -1;
	if (what == MEM_BENCH_NARROW)
		return load_narrow(src, "1", &err) == 0 ? 0 : -1;
	load_close(src);
	if (load_path(path, NULL, &r, &cause) != 0 || !r.tree)
		return -1;
	if (viewer_init(&v, &r.game) != 0)
		return -1;
	/* the screens take the record's tree into their study (app/files.c) */
	struct study st;
	if (what == MEM_BENCH_TREE) {
		study_init(&st);
		study_take_tree(&st, r.tree);
		study_build_path(&st);
		study_free(&st);
	}
	viewer_free(&v);
	free(r.tree);
	r.tree = NULL;
	load_free(&r);
	return 0;
}

/* The peak of this process's address space in bytes (VmPeak), or -1. */
static long long mem_bench_vmpeak(void)
{
	char line[256];
	long long kib = -1;
	FILE *f = fopen("/proc/self/status", "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (strncmp(line, "VmPeak:", 7) == 0)
			kib = strtoll(line + 7, NULL, 10);
	fclose(f);
	return kib < 0 ? -1 : kib * 1024;
}

/* In the child: does what, writes its address space's peak to fd, then
 * exits 0 (1 if the file cannot be read). */
static void mem_bench_child(const char *path, enum mem_bench_what what, int fd)
{
	struct load_source src;
	struct record_error err;
	struct load_result r;
	struct record_check c;
	struct viewer v;

	long long peak;
	if (what == MEM_BENCH_NOTHING) {
		peak = mem_bench_vmpeak();
		_exit(write(fd, &peak, sizeof peak) == (ssize_t)sizeof peak ? 0 : 1);
	}
	if (load_open(path, false, &src, &err) != 0)
		_exit(1);
	if (!src.is_archive && treerecord_detect(src.text, src.len)) {
		if (mem_bench_annotated(path, &src, what) != 0)
			_exit(1);
		if (what == MEM_BENCH_CHECK || what == MEM_BENCH_NARROW)
			load_close(&src);
		peak = mem_bench_vmpeak();
		_exit(write(fd, &peak, sizeof peak) == (ssize_t)sizeof peak ? 0 : 1);
	}
	if (what == MEM_BENCH_NARROW)
		_exit(2);   /* not an annotated record: no figure */
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
	peak = mem_bench_vmpeak();
	_exit(write(fd, &peak, sizeof peak) == (ssize_t)sizeof peak ? 0 : 1);
}

/* The peak resident set of a child doing what, in bytes, its address
 * space's in *vm; -1 if it failed. */
static long long mem_bench_peak(const char *path, enum mem_bench_what what, long long *vm)
{
	struct rusage ru;
	int status, fds[2];

	if (pipe(fds) != 0)
		return -1;
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		close(fds[0]);
		mem_bench_child(path, what, fds[1]);
	}
	close(fds[1]);
	if (read(fds[0], vm, sizeof *vm) != (ssize_t)sizeof *vm)
		*vm = -1;
	close(fds[0]);
	if (wait4(pid, &status, 0, &ru) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return WIFEXITED(status) && WEXITSTATUS(status) == 2 ? -2 : -1;
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
		long long vbase, vcheck, vview, vtree, vnarrow;
		long long base = mem_bench_peak(argv[i], MEM_BENCH_NOTHING, &vbase);
		long long check = mem_bench_peak(argv[i], MEM_BENCH_CHECK, &vcheck);
		long long view = mem_bench_peak(argv[i], MEM_BENCH_VIEWER, &vview);
		long long tree = mem_bench_peak(argv[i], MEM_BENCH_TREE, &vtree);
		long long narrow = mem_bench_peak(argv[i], MEM_BENCH_NARROW, &vnarrow);
		double size = (double)st.st_size;
		printf("%s: %lld bytes\n", argv[i], (long long)st.st_size);
		if (check < 0 || view < 0 || tree < 0 || narrow == -1) {
			printf("  the game could not be read\n");
			rc = 1;
			continue;
		}
		printf("  check:  %6.1f bytes of memory per byte of input (peak %lld MiB), address space %.1f (%lld MiB)\n",
		       (double)(check - base) / size, check >> 20, (double)(vcheck - vbase) / size, vcheck >> 20);
		printf("  viewer: %6.1f bytes of memory per byte of input (peak %lld MiB), address space %.1f (%lld MiB)\n",
		       (double)(view - base) / size, view >> 20, (double)(vview - vbase) / size, vview >> 20);
		printf("  viewer and game tree (as the screens open it): %6.1f bytes per byte (peak %lld MiB), "
		       "address space %.1f (%lld MiB)\n",
		       (double)(tree - base) / size, tree >> 20, (double)(vtree - vbase) / size, vtree >> 20);
		if (narrow >= 0)
			printf("  an annotated record: FILE#1 found (load_narrow): %6.1f bytes per byte (peak %lld MiB), "
			       "address space %.1f (%lld MiB)\n",
			       (double)(narrow - base) / size, narrow >> 20, (double)(vnarrow - vbase) / size,
			       vnarrow >> 20);
	}
	return rc;
}
