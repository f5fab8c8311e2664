/* test_store_atomic.c: atomic file replacement: a save is either wholly the
 * new content or leaves the old file whole, and failures are reported. */
#include "config.h"

#include <check.h>
#include "lib/test.h"
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <signal.h>
#include "store/atomic.h"
#include "util/signals.h"

static char tmpdir[256];

static void setup(void)
{
	snprintf(tmpdir, sizeof tmpdir, "/tmp/arimaa-atomic-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void teardown(void)
{
	char cmd[600];

	atomic_set_write_fn(NULL);
	snprintf(cmd, sizeof cmd, "chmod -R u+w %s; rm -rf %s", tmpdir, tmpdir);
	ck_assert_int_eq(system(cmd), 0);
}

static char *path_in(const char *name)
{
	static char buf[1024];

	snprintf(buf, sizeof buf, "%s/%s", tmpdir, name);
	return buf;
}

/* The whole content of a file (static buffer), or NULL. */
static const char *slurp(const char *path)
{
	static char buf[65536];
	FILE *f = fopen(path, "rb");
	size_t n;

	if (!f)
		return NULL;
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	return buf;
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
}

/* How many entries the test directory holds (. and .. not counted). */
static int entries(void)
{
	DIR *d = opendir(tmpdir);
	struct dirent *e;
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
			n++;
	closedir(d);
	return n;
}

static size_t half_budget;

/* A write(2) that writes half of what it is given, then fails: no space. */
static ssize_t write_half_then_enospc(int fd, const void *buf, size_t n)
{
	if (half_budget == 0) {
		errno = ENOSPC;
		return -1;
	}
	if (n > half_budget)
		n = half_budget;
	half_budget -= n;
	return write(fd, buf, n);
}

/* A write(2) that writes one byte at a time. */
static ssize_t write_one_byte(int fd, const void *buf, size_t n)
{
	return write(fd, buf, n > 0 ? 1 : 0);
}

/* A write that is interrupted: the first call raises SIGTERM (whose handler
 * only notes it) and fails with EINTR, as a blocking write does when a
 * signal arrives before any byte is written; later calls write. */
static int interrupted_calls;

static ssize_t write_interrupted_by_sigterm(int fd, const void *buf, size_t n)
{
	if (interrupted_calls++ == 0) {
		raise(SIGTERM);
		errno = EINTR;
		return -1;
	}
	return write(fd, buf, n);
}

START_TEST(new_file_gets_the_content)
{
	char *cause = NULL;
	const char *text = "1g Ra1\n";

	ck_assert_int_eq(atomic_write(path_in("g.txt"), text, strlen(text), 0644, &cause), 0);
	ck_assert_ptr_null(cause);
	ck_assert_str_eq(slurp(path_in("g.txt")), text);
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(existing_file_is_replaced_whole)
{
	char *cause = NULL;

	put(path_in("g.txt"), "an old and much longer content than the new one\n");
	ck_assert_int_eq(atomic_write(path_in("g.txt"), "new\n", 4, 0644, &cause), 0);
	ck_assert_str_eq(slurp(path_in("g.txt")), "new\n");
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(signal_during_a_save_lets_the_save_finish_and_is_noted)
{
	char *cause = NULL;
	const char *text = "1g Ra1 Rb1\n2g Ra1n\n";

	ck_assert_int_eq(signals_install(), 0);
	put(path_in("g.txt"), "old\n");
	interrupted_calls = 0;
	atomic_set_write_fn(write_interrupted_by_sigterm);
	ck_assert_int_eq(atomic_write(path_in("g.txt"), text, strlen(text), 0644, &cause), 0);
	ck_assert_ptr_null(cause);
	ck_assert_int_ge(interrupted_calls, 2);
	ck_assert_str_eq(slurp(path_in("g.txt")), text);
	ck_assert_int_eq(entries(), 1);
	/* the program is still alive, and the main loop will see the signal */
	ck_assert_int_eq(signals_pending(), SIGTERM);
}
END_TEST

START_TEST(save_failing_half_way_leaves_previous_file_whole)
{
	char *cause = NULL, big[8192];
	const char *old = "Event: Casual game\n\n1g Ra1 Rb1\n";

	memset(big, 'x', sizeof big);
	put(path_in("g.txt"), old);
	half_budget = sizeof big / 2;
	atomic_set_write_fn(write_half_then_enospc);
	ck_assert_int_eq(atomic_write(path_in("g.txt"), big, sizeof big, 0644, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, strerror(ENOSPC)), "cause: %s", cause);
	ck_assert_msg(strstr(cause, "g.txt"), "cause names the file: %s", cause);
	free(cause);
	ck_assert_str_eq(slurp(path_in("g.txt")), old);
	/* No temporary file is left behind. */
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(save_failing_at_once_creates_no_file)
{
	char *cause = NULL;

	half_budget = 0;
	atomic_set_write_fn(write_half_then_enospc);
	ck_assert_int_eq(atomic_write(path_in("g.txt"), "abc", 3, 0644, &cause), -1);
	free(cause);
	ck_assert_int_eq(entries(), 0);
}
END_TEST

START_TEST(short_writes_are_completed)
{
	char *cause = NULL;
	const char *text = "1g Ra1 Rb1 Rc1\n1s ra8 rb8\n";

	atomic_set_write_fn(write_one_byte);
	ck_assert_int_eq(atomic_write(path_in("g.txt"), text, strlen(text), 0644, &cause), 0);
	ck_assert_str_eq(slurp(path_in("g.txt")), text);
}
END_TEST

START_TEST(target_that_is_a_directory_is_refused)
{
	char *cause = NULL;
	struct stat st;

	ck_assert_int_eq(mkdir(path_in("d"), 0700), 0);
	ck_assert_int_eq(atomic_write(path_in("d"), "x", 1, 0644, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, "directory"), "cause: %s", cause);
	free(cause);
	ck_assert_int_eq(stat(path_in("d"), &st), 0);
	ck_assert(S_ISDIR(st.st_mode));
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(missing_directory_is_reported)
{
	char *cause = NULL;

	ck_assert_int_eq(atomic_write(path_in("no/such/g.txt"), "x", 1, 0644, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, strerror(ENOENT)), "cause: %s", cause);
	free(cause);
}
END_TEST

START_TEST(parent_that_is_a_file_is_reported)
{
	char *cause = NULL;

	put(path_in("f"), "x");
	ck_assert_int_eq(atomic_write(path_in("f/g.txt"), "x", 1, 0644, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, strerror(ENOTDIR)), "cause: %s", cause);
	free(cause);
	ck_assert_str_eq(slurp(path_in("f")), "x");
}
END_TEST

START_TEST(unwritable_directory_is_reported_and_old_file_kept)
{
	char *cause = NULL;

	if (geteuid() == 0)
		return; /* root writes anywhere: nothing to check */
	put(path_in("g.txt"), "old\n");
	ck_assert_int_eq(chmod(tmpdir, 0500), 0);
	ck_assert_int_eq(atomic_write(path_in("g.txt"), "new\n", 4, 0644, &cause), -1);
	ck_assert_ptr_nonnull(cause);
	ck_assert_msg(strstr(cause, strerror(EACCES)), "cause: %s", cause);
	free(cause);
	ck_assert_str_eq(slurp(path_in("g.txt")), "old\n");
}
END_TEST

START_TEST(new_file_gets_the_mode_asked_and_old_file_keeps_its_mode)
{
	char *cause = NULL;
	struct stat st;

	ck_assert_int_eq(atomic_write(path_in("a.txt"), "x", 1, 0600, &cause), 0);
	ck_assert_int_eq(stat(path_in("a.txt"), &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0600);
	ck_assert_int_eq(chmod(path_in("a.txt"), 0640), 0);
	ck_assert_int_eq(atomic_write(path_in("a.txt"), "y", 1, 0600, &cause), 0);
	ck_assert_int_eq(stat(path_in("a.txt"), &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0640);
}
END_TEST

START_TEST(empty_content_makes_an_empty_file)
{
	char *cause = NULL;

	put(path_in("g.txt"), "old");
	ck_assert_int_eq(atomic_write(path_in("g.txt"), "", 0, 0644, &cause), 0);
	ck_assert_str_eq(slurp(path_in("g.txt")), "");
}
END_TEST

START_TEST(symlink_is_followed_and_stays_a_link)
{
	char *cause = NULL;
	struct stat st;

	ck_assert_int_eq(mkdir(path_in("real"), 0700), 0);
	put(path_in("real/g.txt"), "old\n");
	/* a relative link to a relative link to the file */
	ck_assert_int_eq(symlink("real/g.txt", path_in("hop")), 0);
	ck_assert_int_eq(symlink("hop", path_in("link.txt")), 0);
	ck_assert_int_eq(atomic_write(path_in("link.txt"), "new\n", 4, 0644, &cause), 0);
	ck_assert_int_eq(lstat(path_in("link.txt"), &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	ck_assert_int_eq(lstat(path_in("hop"), &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	ck_assert_str_eq(slurp(path_in("real/g.txt")), "new\n");
	/* no temporary file beside the link or beside the target */
	ck_assert_int_eq(entries(), 3);
}
END_TEST

START_TEST(absolute_and_dangling_links_are_followed)
{
	char *cause = NULL, target[600];
	struct stat st;

	snprintf(target, sizeof target, "%s/made.txt", tmpdir);
	ck_assert_int_eq(symlink(target, path_in("abs.txt")), 0);
	ck_assert_int_eq(atomic_write(path_in("abs.txt"), "x", 1, 0644, &cause), 0);
	ck_assert_int_eq(lstat(path_in("abs.txt"), &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	ck_assert_str_eq(slurp(target), "x");
}
END_TEST

START_TEST(link_loop_is_refused)
{
	char *cause = NULL;

	ck_assert_int_eq(symlink("b", path_in("a")), 0);
	ck_assert_int_eq(symlink("a", path_in("b")), 0);
	ck_assert_int_eq(atomic_write(path_in("a"), "x", 1, 0644, &cause), -1);
	ck_assert_msg(cause && strstr(cause, "symbolic links"), "cause: %s", cause);
	free(cause);
	ck_assert_int_eq(entries(), 2);
}
END_TEST

START_TEST(fifo_is_refused_and_stays)
{
	char *cause = NULL;
	struct stat st;

	ck_assert_int_eq(mkfifo(path_in("pipe"), 0600), 0);
	ck_assert_int_eq(atomic_write(path_in("pipe"), "x", 1, 0644, &cause), -1);
	ck_assert_msg(cause && strstr(cause, "FIFO"), "cause: %s", cause);
	free(cause);
	ck_assert_int_eq(lstat(path_in("pipe"), &st), 0);
	ck_assert(S_ISFIFO(st.st_mode));
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(device_behind_a_link_is_refused)
{
	char *cause = NULL;
	struct stat st;

	ck_assert_int_eq(symlink("/dev/null", path_in("null.txt")), 0);
	ck_assert_int_eq(atomic_write(path_in("null.txt"), "x", 1, 0644, &cause), -1);
	ck_assert_msg(cause && strstr(cause, "character device"), "cause: %s", cause);
	free(cause);
	ck_assert_int_eq(lstat(path_in("null.txt"), &st), 0);
	ck_assert(S_ISLNK(st.st_mode));
	ck_assert_int_eq(stat("/dev/null", &st), 0);
	ck_assert(S_ISCHR(st.st_mode));
	ck_assert_int_eq(entries(), 1);
}
END_TEST

START_TEST(name_of_255_bytes_is_saved)
{
	char *cause = NULL, name[256];

	for (size_t n = 248; n <= 255; n++) {
		memset(name, 'a' + (int)(n - 248), n);
		name[n] = '\0';
		ck_assert_msg(atomic_write(path_in(name), "x", 1, 0644, &cause) == 0, "%zu: %s", n, cause);
		ck_assert_str_eq(slurp(path_in(name)), "x");
		ck_assert_msg(atomic_write(path_in(name), "yz", 2, 0644, &cause) == 0, "%zu again: %s", n, cause);
		ck_assert_str_eq(slurp(path_in(name)), "yz");
	}
	ck_assert_int_eq(entries(), 8);
}
END_TEST

START_TEST(sweep_removes_our_leftovers_only)
{
	char name[256];

	put(path_in("autosave.txt"), "game");
	put(path_in(".autosave.txt.Ab3xYz"), "half");
	put(path_in(".autosave.txt.q1w2e3"), "half");
	put(path_in(".autosave.txt.lock"), "");          /* not six characters */
	put(path_in(".autosave.txt.ab-d_f"), "");        /* not mkstemp's letters */
	put(path_in(".other.txt.Ab3xYz"), "");            /* another file's */
	put(path_in("autosave.txt.Ab3xYz"), "");          /* no dot in front */
	ck_assert_int_eq(mkdir(path_in(".autosave.txt.DIR123"), 0700), 0);
	ck_assert_int_eq(atomic_sweep(path_in("autosave.txt"), 3600), 0); /* all too new */
	ck_assert_int_eq(atomic_sweep(path_in("autosave.txt"), 0), 2);
	ck_assert_ptr_null(slurp(path_in(".autosave.txt.Ab3xYz")));
	ck_assert_ptr_null(slurp(path_in(".autosave.txt.q1w2e3")));
	ck_assert_int_eq(entries(), 6);
	ck_assert_str_eq(slurp(path_in("autosave.txt")), "game");
	/* the cut name of a long target */
	memset(name, 'n', 255);
	name[255] = '\0';
	char tmp[260];
	snprintf(tmp, sizeof tmp, ".%.*s.ZZZZZZ", 255 - 8, name);
	put(path_in(tmp), "");
	ck_assert_int_eq(atomic_sweep(path_in(name), 0), 1);
}
END_TEST

START_TEST(new_file_is_never_put_over_another)
{
	char *cause = NULL;

	put(path_in("taken.txt"), "mine");
	ck_assert_int_eq(atomic_write_new(path_in("taken.txt"), "x", 1, 0644, &cause), 1);
	ck_assert_str_eq(slurp(path_in("taken.txt")), "mine");
	ck_assert_int_eq(symlink("nowhere", path_in("dangling")), 0);
	ck_assert_int_eq(atomic_write_new(path_in("dangling"), "x", 1, 0644, &cause), 1);
	ck_assert_int_eq(atomic_write_new(path_in("free.txt"), "new", 3, 0644, &cause), 0);
	ck_assert_str_eq(slurp(path_in("free.txt")), "new");
	ck_assert_int_eq(entries(), 3);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("store_atomic");
	TCase *tc = tcase_create("atomic");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, new_file_gets_the_content);
	tcase_add_test(tc, existing_file_is_replaced_whole);
	tcase_add_test(tc, save_failing_half_way_leaves_previous_file_whole);
	tcase_add_test(tc, save_failing_at_once_creates_no_file);
	tcase_add_test(tc, short_writes_are_completed);
	tcase_add_test(tc, signal_during_a_save_lets_the_save_finish_and_is_noted);
	tcase_add_test(tc, target_that_is_a_directory_is_refused);
	tcase_add_test(tc, missing_directory_is_reported);
	tcase_add_test(tc, parent_that_is_a_file_is_reported);
	tcase_add_test(tc, unwritable_directory_is_reported_and_old_file_kept);
	tcase_add_test(tc, new_file_gets_the_mode_asked_and_old_file_keeps_its_mode);
	tcase_add_test(tc, empty_content_makes_an_empty_file);
	tcase_add_test(tc, symlink_is_followed_and_stays_a_link);
	tcase_add_test(tc, absolute_and_dangling_links_are_followed);
	tcase_add_test(tc, link_loop_is_refused);
	tcase_add_test(tc, fifo_is_refused_and_stays);
	tcase_add_test(tc, device_behind_a_link_is_refused);
	tcase_add_test(tc, name_of_255_bytes_is_saved);
	tcase_add_test(tc, sweep_removes_our_leftovers_only);
	tcase_add_test(tc, new_file_is_never_put_over_another);
	suite_add_tcase(s, tc);
	return s;
}
