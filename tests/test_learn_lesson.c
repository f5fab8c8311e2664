/* test_learn_lesson.c: the lessons of data/lessons.txt (every answer
 * passes, every wrong example is refused with the message it names) and
 * the reader of the lesson file (hostile input refused with its line). */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "learn/lesson.h"
#include "lib/test.h"

static char *data_text;
static size_t data_len;
static struct lesson_set set;

static void load_lessons(void)
{
	char path[4096], why[300];
	const char *top = getenv("top_srcdir");
	snprintf(path, sizeof path, "%s/data/lessons.txt", top ? top : ".");
	data_text = test_slurp(path, &data_len);
	ck_assert_msg(lesson_read(data_text, data_len, &set, why, sizeof why) == 0, "%s", why);
}

static void unload_lessons(void)
{
	lesson_set_free(&set);
	free(data_text);
}

/* The lessons the issue asks for, each present by name. */
START_TEST(every_topic_has_a_lesson)
{
	static const char *const names[] = {
		"step", "four-steps", "rabbits", "push", "pull", "equal", "freezing", "trap", "friend",
		"trap-pull", "goal", "goal-back", "net-change", "repetition", "immobilization",
		"win-order", "setup", "notation",
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		bool found = false;
		for (size_t j = 0; j < set.n; j++)
			found |= strcmp(set.items[j].name, names[i]) == 0;
		ck_assert_msg(found, "no lesson %s", names[i]);
	}
}
END_TEST

START_TEST(every_answer_passes)
{
	for (size_t i = 0; i < set.n; i++) {
		char msg[300];
		enum lesson_verdict v = lesson_judge_text(&set.items[i], set.items[i].answer, msg, sizeof msg);
		ck_assert_msg(v == LESSON_DONE, "lesson %s: %s", set.items[i].name, msg);
		ck_assert_str_eq(msg, "done");
	}
}
END_TEST

START_TEST(every_wrong_example_is_refused_with_its_message)
{
	int n = 0;
	for (size_t i = 0; i < set.n; i++) {
		const struct lesson *l = &set.items[i];
		ck_assert_msg(l->nwrong > 0, "lesson %s has no wrong example", l->name);
		for (int j = 0; j < l->nwrong; j++) {
			char msg[300];
			enum lesson_verdict v = lesson_judge_text(l, l->wrong[j].attempt, msg, sizeof msg);
			ck_assert_msg(v == LESSON_ILLEGAL || v == LESSON_MISSED, "lesson %s line %d accepted", l->name,
				      l->wrong[j].line);
			ck_assert_msg(strcmp(msg, l->wrong[j].message) == 0, "lesson %s line %d: \"%s\"", l->name,
				      l->wrong[j].line, msg);
			n++;
		}
	}
	ck_assert_int_ge(n, 25);
}
END_TEST

/* The rules' words, as the play screen says them (session.c): a step
 * refused by notation_step_error, a turn by "the turn cannot end: ". */
START_TEST(rule_messages_are_the_play_screens)
{
	const char *text = "Lesson: x\nTitle: t\nTask: t\nHint: h\nAnswer: Ed4n\n"
			   "Position: 2g [r      r                           E                    R      R]\n"
			   "Goal: piece E on d5 | not there\n";
	struct lesson_set s;
	char why[200], msg[200];
	ck_assert_msg(lesson_read(text, strlen(text), &s, why, sizeof why) == 0, "%s", why);
	ck_assert_int_eq(lesson_judge_text(&s.items[0], "Ed4n", msg, sizeof msg), LESSON_DONE);
	ck_assert_int_eq(lesson_judge_text(&s.items[0], "Ed4e", msg, sizeof msg), LESSON_MISSED);
	ck_assert_str_eq(msg, "not there");
	ck_assert_int_eq(lesson_judge_text(&s.items[0], "Ed4n Ed5n Ed6n Ed7e Eе7e", msg, sizeof msg), LESSON_UNREADABLE);
	ck_assert_int_eq(lesson_judge_text(&s.items[0], "Ed4n Ed5n Ed6n Ed7e Ee7e", msg, sizeof msg), LESSON_ILLEGAL);
	ck_assert_str_eq(msg, "step Ee7e: a turn has at most four steps");
	ck_assert_int_eq(lesson_judge_text(&s.items[0], "ra8s", msg, sizeof msg), LESSON_ILLEGAL);
	ck_assert_str_eq(msg, "step ra8s: the silver rabbit on a8 can be moved only by a stronger gold piece pushing or pulling it");
	ck_assert_int_eq(lesson_judge_text(&s.items[0], "Ed4n Ed5s", msg, sizeof msg), LESSON_ILLEGAL);
	ck_assert_str_eq(msg, "the turn cannot end: the turn leaves the position unchanged");
	lesson_set_free(&s);
}
END_TEST

/* Broken files are refused with the line at fault and why. */
START_TEST(broken_files_say_line_and_why)
{
	static const struct {
		const char *text, *why;
	} cases[] = {
		{ "Lesson: x\nno colon here\n", "line 2: expected \"Key: value\"" },
		{ "Lesson: x\nTitle: t\n", "line 1: the lesson has no Task" },
		{ "\n\nLesson: x\nTitle: t\nTask: t\nHint: h\nAnswer: Ed4n\nPosition: 2g [xx]\nGoal: no-win|m\n",
		  NULL },
		{ "Lesson: x\nTitle: t\nTask: t\nHint: h\nAnswer: a\nSetup: gold\nGoal: piece Q on d2 | m\n",
		  NULL },
		{ "Lesson: x\nTitle: t\nTask: t\nHint: h\nAnswer: a\nSetup: gold\nWrong: Ra1\n",
		  "line 7: a wrong example is \"ATTEMPT | MESSAGE\"" },
		{ "Lesson: x\nTitle: t\nTask: t\nHint: h\nAnswer: a\nSetup: gold\nGoal: piece E on d2\n",
		  "line 7: a goal needs a message (after '|') or the lesson a Miss" },
		{ "Lesson: x\0y\n", "line 1: the line holds a NUL byte" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct lesson_set s;
		char why[300];
		size_t len = strlen(cases[i].text);
		if (i == 6)
			len = 12;
		ck_assert_int_eq(lesson_read(cases[i].text, len, &s, why, sizeof why), -1);
		if (cases[i].why)
			ck_assert_str_eq(why, cases[i].why);
		else
			ck_assert_msg(strncmp(why, "line ", 5) == 0, "%s", why);
	}
	/* A line of 2000 bytes and 100,000 blank blocks: refused or read, quickly. */
	char *big = malloc(300000);
	memset(big, 'a', 2000);
	memcpy(big, "Lesson: ", 8);
	big[2000] = '\0';
	struct lesson_set s;
	char why[300];
	ck_assert_int_eq(lesson_read(big, 2000, &s, why, sizeof why), -1);
	ck_assert_str_eq(why, "line 1: the line is too long");
	char *huge = calloc((16 << 20) + 1, 1);
	ck_assert_int_eq(lesson_read(huge, (16 << 20) + 1, &s, why, sizeof why), -1);
	ck_assert_str_eq(why, "the file is too large");
	free(huge);
	memset(big, '\n', 300000);
	ck_assert_int_eq(lesson_read(big, 300000, &s, why, sizeof why), 0);
	ck_assert_uint_eq(s.n, 0);
	lesson_set_free(&s);
	free(big);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("learn_lesson");
	TCase *tc = tcase_create("lessons");
	tcase_add_unchecked_fixture(tc, load_lessons, unload_lessons);
	tcase_add_test(tc, every_topic_has_a_lesson);
	tcase_add_test(tc, every_answer_passes);
	tcase_add_test(tc, every_wrong_example_is_refused_with_its_message);
	tcase_add_test(tc, rule_messages_are_the_play_screens);
	tcase_add_test(tc, broken_files_say_line_and_why);
	suite_add_tcase(s, tc);
	return s;
}
