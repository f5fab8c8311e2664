/* test_app_menu.c: the main menu without a terminal (app/menu.c): its
 * items at start and over a game, the letters, Esc, the lessons, puzzles
 * and editor coming back to the menu at start, a record or an archive
 * opened, and a new game over one in progress asked first. */
#include "config.h"
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/app.h"
#include "app/editor.h"
#include "app/files.h"
#include "app/menu.h"
#include "app/screen.h"
#include "app/tutor.h"
#include "lib/test.h"

static char tmpdir[256];
static struct ui u;
static struct ui_options opt;

static void setup(void)
{
	char data[4096];
	test_home_make(tmpdir, sizeof tmpdir, "menu");
	const char *top = getenv("top_srcdir");
	snprintf(data, sizeof data, "%s/data", top ? top : ".");
	setenv("ARIMAA_DATADIR", data, 1);
	screen_init(&u);
	memset(&opt, 0, sizeof opt);
	prefs_init(&u.prefs);
	ck_assert_int_eq(files_start(&u, &opt), FILES_NEXT_GAME);
	u.mode = UI_MODE_GAME;
	u.screen = screen_base(&u);
}

static void teardown(void)
{
	tutor_free(&u);
	editor_free(&u);
	files_free(&u);
	session_free(&u.s);
	test_home_remove(tmpdir);
}

/* The path of a file of the source tree. */
static const char *src_path(const char *rel)
{
	static char path[4096];
	const char *top = getenv("top_srcdir");
	snprintf(path, sizeof path, "%s/%s", top ? top : ".", rel);
	return path;
}

/* At start the menu is the screen under the others: every item but
 * Resume (no game to go back to), Play a friend marked; q quits at once
 * (nothing is in progress). */
START_TEST(at_start_every_item_but_resume_and_q_quits)
{
	static const enum menu_item want[] = { MENU_FRIEND, MENU_COMPUTER, MENU_OPEN, MENU_LEARN, MENU_PUZZLES,
					       MENU_EDITOR, MENU_HELP, MENU_QUIT };
	enum menu_item items[MENU_NB];
	menu_open(&u, true);
	ck_assert_int_eq(u.screen, SCREEN_MENU);
	ck_assert_int_eq(screen_base(&u), SCREEN_MENU);
	size_t n = menu_items(&u, items);
	ck_assert_uint_eq(n, sizeof want / sizeof want[0]);
	for (size_t i = 0; i < n; i++)
		ck_assert_int_eq(items[i], want[i]);
	ck_assert_uint_eq(u.menu_sel, 0);
	ck_assert_str_eq(menu_label(items[0]), "Play a friend");
	ck_assert_int_eq(menu_letter(MENU_PUZZLES), 'p');
	/* j past the end stays on the last line */
	menu_mark(&u, 99);
	ck_assert_uint_eq(u.menu_sel, n - 1);
	ck_assert(!menu_key(&u, 'z'));
	ck_assert(menu_key(&u, 'q'));
	ck_assert(u.quit);
}
END_TEST

/* Over a game: Resume is there and marked; Esc (or Resume) goes back to
 * the game's screen; the help comes back to the game too. */
START_TEST(over_a_game_resume_is_marked_and_esc_goes_back)
{
	enum menu_item items[MENU_NB];
	menu_open(&u, false);
	ck_assert_uint_eq(menu_items(&u, items), MENU_NB);
	ck_assert_int_eq(items[u.menu_sel], MENU_RESUME);
	ck_assert_int_eq(screen_base(&u), SCREEN_SETUP);
	menu_close(&u);
	ck_assert_int_eq(u.screen, SCREEN_SETUP);
	menu_open(&u, false);
	menu_choose(&u);
	ck_assert_int_eq(u.screen, SCREEN_SETUP);
	menu_open(&u, false);
	ck_assert(menu_key(&u, 'h'));
	ck_assert_int_eq(u.screen, SCREEN_HELP);
	ck_assert(!u.quit);
}
END_TEST

/* At start, Esc is Play a friend: the start-up's questions follow (the
 * players' names first, none remembered). */
START_TEST(at_start_esc_plays_a_friend_and_the_names_are_asked)
{
	menu_open(&u, true);
	menu_close(&u);
	ck_assert(!u.menu_home);
	ck_assert_int_eq(u.screen, SCREEN_PROMPT);
	ck_assert_int_eq(u.prompt_name, GOLD);
	ck_assert_int_eq(screen_base(&u), SCREEN_SETUP);
}
END_TEST

/* The lessons, the puzzles and the editor from the menu at start: leaving
 * each comes back to the menu, not to an empty game. */
START_TEST(at_start_learning_comes_back_to_the_menu)
{
	menu_open(&u, true);
	ck_assert(menu_key(&u, 'l'));
	ck_assert_int_eq(u.mode, UI_MODE_TUTOR);
	ck_assert_int_eq(u.screen, SCREEN_LESSONS);
	tutor_back(&u);
	ck_assert_ptr_null(u.tutor);
	ck_assert_int_eq(u.screen, SCREEN_MENU);
	ck_assert(menu_key(&u, 'p'));
	ck_assert_int_eq(u.screen, SCREEN_PUZZLES);
	tutor_back(&u);
	ck_assert_int_eq(u.screen, SCREEN_MENU);
	ck_assert(menu_key(&u, 'e'));
	ck_assert_int_eq(u.mode, UI_MODE_EDITOR);
	ck_assert_int_eq(u.screen, SCREEN_EDITOR);
	editor_close(&u);
	ck_assert_int_eq(u.mode, UI_MODE_GAME);
	ck_assert_int_eq(u.screen, SCREEN_MENU);
	ck_assert(u.menu_home);
}
END_TEST

/* Open: the prompt with "open "; an archive gives its list, a game of an
 * archive (FILE#ID, finished) the replay viewer, nothing the famous
 * games, a missing file a warning and nothing else. */
START_TEST(open_gives_an_archive_s_list_or_a_game)
{
	menu_open(&u, true);
	ck_assert(menu_key(&u, 'o'));
	ck_assert_int_eq(u.screen, SCREEN_PROMPT);
	ck_assert_str_eq(u.prompt, "open ");
	ck_assert_uint_eq(u.prompt_at, 5);
	u.screen = screen_base(&u);
	ck_assert_int_eq(menu_open_file(&u, "/nonexistent/games.txt"), 1);
	ck_assert(u.s.status_warn);
	ck_assert_msg(strstr(u.s.status, "/nonexistent/games.txt"), "%s", u.s.status);
	ck_assert(u.menu_home);
	ck_assert_int_eq(menu_open_file(&u, src_path("tests/data/allgames202602.txt")), 0);
	ck_assert(!u.menu_home);
	ck_assert_int_eq(u.mode, UI_MODE_LIST);
	ck_assert_int_eq(u.screen, SCREEN_LIST);
	ck_assert_uint_gt(u.list.nentries, 100);
	/* the famous games, in place of the archive's list */
	ck_assert_int_eq(menu_open_file(&u, ""), 0);
	ck_assert_int_eq(u.mode, UI_MODE_LIST);
	ck_assert_uint_eq(u.list.nentries, 5);
	ck_assert_int_eq(menu_open_file(&u, src_path("data/famous-games.txt#669123")), 0);
	ck_assert_int_eq(u.mode, UI_MODE_REPLAY);
	ck_assert_int_eq(u.screen, SCREEN_REPLAY);
	ck_assert_uint_eq(u.s.game.nmoves, 107); /* 669123 ends at 54w: 2 setups, 2w to 53b, 54w */
}
END_TEST

/* Over a game in progress, a new game (a friend's or the computer's) is
 * asked first, as :new asks; no, and nothing changes. */
START_TEST(a_new_game_over_one_in_progress_is_asked_first)
{
	ck_assert_int_eq(session_play_line(&u.s, "Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Ed2 Me2 Cf2 Dg2 Hh2"), 0);
	ck_assert_int_eq(session_play_line(&u.s, "ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7"), 0);
	ck_assert(session_in_progress(&u.s));
	menu_open(&u, false);
	ck_assert(menu_key(&u, 'f'));
	ck_assert_int_eq(u.screen, SCREEN_CONFIRM);
	ck_assert_int_eq(u.confirm, CONFIRM_NEW);
	ck_assert_uint_eq(u.s.game.nmoves, 2);
}
END_TEST

Suite *test_suite(void)
{
	Suite *s = suite_create("app_menu");
	TCase *tc = tcase_create("menu");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, at_start_every_item_but_resume_and_q_quits);
	tcase_add_test(tc, over_a_game_resume_is_marked_and_esc_goes_back);
	tcase_add_test(tc, at_start_esc_plays_a_friend_and_the_names_are_asked);
	tcase_add_test(tc, at_start_learning_comes_back_to_the_menu);
	tcase_add_test(tc, open_gives_an_archive_s_list_or_a_game);
	tcase_add_test(tc, a_new_game_over_one_in_progress_is_asked_first);
	suite_add_tcase(s, tc);
	return s;
}
