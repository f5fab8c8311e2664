/* test_util_xmalloc.c: the allocation policy: the xmalloc family returns
 * memory or ends the program through the fatal hook, never NULL. */
#include "config.h"
#include <check.h>
#include "lib/test.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "util/xmalloc.h"

START_TEST(a_zero_size_still_gives_memory)
{
	void *p = xmalloc(0), *q = xcalloc(0, 8), *r = xreallocarray(NULL, 0, 8);
	ck_assert_ptr_nonnull(p);
	ck_assert_ptr_nonnull(q);
	ck_assert_ptr_nonnull(r);
	free(p);
	free(q);
	free(r);
}
END_TEST

START_TEST(strings_are_copied_and_formatted)
{
	char *a = xstrdup("Ed2n");
	char *b = xmemdup0("Ed2n Ed3n", 4);
	char *c = xasprintf("%s %d%c", "move", 12, 'g');
	ck_assert_str_eq(a, "Ed2n");
	ck_assert_str_eq(b, "Ed2n");
	ck_assert_str_eq(c, "move 12g");
	free(a);
	free(b);
	free(c);
}
END_TEST

START_TEST(xcalloc_zeroes_and_xreallocarray_keeps_the_contents)
{
	int *v = xcalloc(4, sizeof *v);
	for (int i = 0; i < 4; i++)
		ck_assert_int_eq(v[i], 0);
	v[3] = 7;
	v = xreallocarray(v, 1000, sizeof *v);
	ck_assert_int_eq(v[3], 7);
	free(v);
}
END_TEST

/* A fatal hook that proves it ran: it ends the test with status 3. */
static void hook_exits_3(void)
{
	_exit(3);
}

START_TEST(an_overflowing_array_size_is_fatal)
{
	xreallocarray(NULL, SIZE_MAX / 2, 4);
	ck_abort_msg("xreallocarray returned for an impossible size");
}
END_TEST

START_TEST(an_overflowing_xcalloc_is_fatal)
{
	xcalloc(SIZE_MAX / 8, 16);
	ck_abort_msg("xcalloc returned for an impossible size");
}
END_TEST

START_TEST(the_fatal_hook_runs_before_the_exit)
{
	xmalloc_set_fatal_hook(hook_exits_3);
	xreallocarray(NULL, SIZE_MAX, 2);
	ck_abort_msg("xreallocarray returned for an impossible size");
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("xmalloc");
	TCase *tc = tcase_create("memory");
	tcase_add_test(tc, a_zero_size_still_gives_memory);
	tcase_add_test(tc, strings_are_copied_and_formatted);
	tcase_add_test(tc, xcalloc_zeroes_and_xreallocarray_keeps_the_contents);
	suite_add_tcase(s, tc);
	/* The fatal cases end the process: only in a forked test (not under
	 * check-valgrind's CK_FORK=no). */
	const char *fork = getenv("CK_FORK");
	if (!fork || strcmp(fork, "no") != 0) {
		tc = tcase_create("fatal");
		tcase_add_exit_test(tc, an_overflowing_array_size_is_fatal, 1);
		tcase_add_exit_test(tc, an_overflowing_xcalloc_is_fatal, 1);
		tcase_add_exit_test(tc, the_fatal_hook_runs_before_the_exit, 3);
		suite_add_tcase(s, tc);
	}
	return s;
}
