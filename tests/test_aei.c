/* test_aei.c: the AEI line helpers (src/aei/aeiline.c): splitting
 * messages, setoption's arguments, lines read with a cap on their length
 * (the built-in player's own tests are in test_engine.c). */
#include "config.h"
#include <unistd.h>
#include "aei/aeiline.h"
#include <stdio.h>
#include "lib/test.h"

START_TEST(split_type_and_rest)
{
	char line[] = "setoption name depth value 6  ";
	char *type, *rest;
	aeiline_split(line, &type, &rest);
	ck_assert_str_eq(type, "setoption");
	ck_assert_str_eq(rest, "name depth value 6");
	char bare[] = "go";
	aeiline_split(bare, &type, &rest);
	ck_assert_str_eq(type, "go");
	ck_assert_str_eq(rest, "");
}
END_TEST

START_TEST(option_name_and_value)
{
	char *name, *value;
	char a[] = "name opponent value bot Clueless";
	ck_assert_int_eq(aeiline_option(a, &name, &value), 0);
	ck_assert_str_eq(name, "opponent");
	ck_assert_str_eq(value, "bot Clueless");
	char b[] = "name rated";
	ck_assert_int_eq(aeiline_option(b, &name, &value), 0);
	ck_assert_str_eq(name, "rated");
	ck_assert_ptr_null(value);
	char c[] = "depth value 6";
	ck_assert_int_eq(aeiline_option(c, &name, &value), -1);
	char d[] = "name depth 6";
	ck_assert_int_eq(aeiline_option(d, &name, &value), -1);
	char e[] = "name";
	ck_assert_int_eq(aeiline_option(e, &name, &value), -1);
}
END_TEST

/* Writes text into a pipe and returns its read end (the write end closed). */
static int test_pipe(const char *text, size_t n)
{
	int fd[2];
	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(write(fd[1], text, n), (ssize_t)n);
	close(fd[1]);
	return fd[0];
}

START_TEST(reader_line_ends_and_last_line)
{
	static const char text[] = "aeiok\r\nreadyok\nbestmove Ed2n";
	int fd = test_pipe(text, sizeof text - 1);
	static struct aeiline_reader r;
	static struct aeiline line;
	aeiline_reader_init(&r);
	while (aeiline_fill(&r, fd) > 0)
		;
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "aeiok");
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "readyok");
	ck_assert(aeiline_next(&r, &line));
	ck_assert_str_eq(line.text, "bestmove Ed2n");
	ck_assert(!aeiline_next(&r, &line));
	close(fd);
}
END_TEST

START_TEST(reader_cuts_a_long_line_and_goes_on)
{
	static char text[3 * AEILINE_MAX];
	size_t n = 0;
	memset(text, 'i', 2 * AEILINE_MAX + 10);
	n = 2 * AEILINE_MAX + 10;
	memcpy(text + n, "\nreadyok\n", 9);
	n += 9;
	int fd[2];
	ck_assert_int_eq(pipe(fd), 0);
	static struct aeiline_reader r;
	static struct aeiline line;
	aeiline_reader_init(&r);
	/* fed in pieces, as a pipe delivers them */
	size_t done = 0, got = 0;
	bool cut = false, ready = false;
	while (done < n || !r.eof) {
		if (done < n) {
			size_t k = n - done < 1000 ? n - done : 1000;
			ck_assert_int_eq(write(fd[1], text + done, k), (ssize_t)k);
			done += k;
			if (done == n)
				close(fd[1]);
		}
		aeiline_fill(&r, fd[0]);
		while (aeiline_next(&r, &line)) {
			got++;
			if (line.too_long) {
				ck_assert_uint_eq(line.len, AEILINE_MAX);
				ck_assert_int_eq(line.text[0], 'i');
				cut = true;
			} else {
				ck_assert_str_eq(line.text, "readyok");
				ready = true;
			}
		}
	}
	ck_assert(cut && ready);
	ck_assert_uint_eq(got, 2);
	close(fd[0]);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("aei");
	TCase *t = tcase_create("aeiline");
	tcase_add_test(t, split_type_and_rest);
	tcase_add_test(t, option_name_and_value);
	tcase_add_test(t, reader_line_ends_and_last_line);
	tcase_add_test(t, reader_cuts_a_long_line_and_goes_on);
	suite_add_tcase(s, t);
	return s;
}
