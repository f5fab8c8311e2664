/* main.c: the main of every Check program (see test.h), and the test data
 * files. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include "test.h"

int main(void)
{
	SRunner *sr = srunner_create(test_suite());
	srunner_run_all(sr, CK_ENV);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

const char *test_data(const char *name)
{
	static char buf[4096];
	const char *top = getenv("top_srcdir");
	snprintf(buf, sizeof buf, "%s/tests/data/%s", top ? top : ".", name);
	return buf;
}

size_t test_stride(void)
{
	const char *s = getenv("ARIMAA_TEST_STRIDE");
	char *end;
	long n = s ? strtol(s, &end, 10) : 1;
	if (!s || *end != '\0' || n < 1 || n > 1000)
		return 1;
	return (size_t)n;
}

bool test_thinned(void)
{
	return test_stride() > 1;
}

char *test_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	ck_assert_msg(f, "cannot open %s", path);
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap + 1);
	ck_assert_ptr_nonnull(buf);
	for (;;) {
		n += fread(buf + n, 1, cap - n, f);
		if (n < cap)
			break;
		cap *= 2;
		buf = realloc(buf, cap + 1);
		ck_assert_ptr_nonnull(buf);
	}
	ck_assert_msg(!ferror(f), "cannot read %s", path);
	fclose(f);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
}

void test_home_make(char *dir, size_t size, const char *tag)
{
	snprintf(dir, size, "/tmp/arimaa-%s-XXXXXX", tag);
	ck_assert_ptr_nonnull(mkdtemp(dir));
	unsetenv("XDG_STATE_HOME");
	unsetenv("XDG_DATA_HOME");
	setenv("HOME", dir, 1);
}

void test_home_remove(const char *dir)
{
	char cmd[600];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(cmd), 0);
}

void test_put(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");
	ck_assert_msg(f, "cannot write %s", path);
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
}
