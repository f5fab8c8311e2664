/* test_notation.c: pieces, squares, steps, capture tokens, setups and
 * labels as text; canonical turn writing; the wording of step errors. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <locale.h>
#include "notation/notation.h"
#include "notation/text.h"
#include "notation/turnwords.h"
#include <stdio.h>
#include "lib/test.h"

START_TEST(piece_letters_upper_case_gold_lower_case_silver)
{
	ck_assert_int_eq(notation_piece_char(piece_make(GOLD, ELEPHANT)), 'E');
	ck_assert_int_eq(notation_piece_char(piece_make(GOLD, CAMEL)), 'M');
	ck_assert_int_eq(notation_piece_char(piece_make(GOLD, HORSE)), 'H');
	ck_assert_int_eq(notation_piece_char(piece_make(GOLD, DOG)), 'D');
	ck_assert_int_eq(notation_piece_char(piece_make(GOLD, CAT)), 'C');
	ck_assert_int_eq(notation_piece_char(piece_make(GOLD, RABBIT)), 'R');
	ck_assert_int_eq(notation_piece_char(piece_make(SILVER, CAMEL)), 'm');
	ck_assert_int_eq(notation_piece_char(piece_make(SILVER, RABBIT)), 'r');
	ck_assert_int_eq(notation_piece_char(PIECE_NONE), '.');
	ck_assert_int_eq(notation_piece_from_char('h'), piece_make(SILVER, HORSE));
	ck_assert_int_eq(notation_piece_from_char('D'), piece_make(GOLD, DOG));
	ck_assert_int_eq(notation_piece_from_char('x'), PIECE_NONE);
	ck_assert_int_eq(notation_piece_from_char('\0'), PIECE_NONE);
}
END_TEST

/* Plays "Ed4w"-style steps from a position of "Ed4 dc4 ..." tokens (side to move Gold). */
static void turnwords_play(struct turn *t, const char *tokens, const char *steps)
{
	struct position pos;
	char buf[128];
	position_clear(&pos, GOLD);
	snprintf(buf, sizeof buf, "%s", tokens);
	for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " "))
		position_put(&pos, notation_square_read(tok + 1), notation_piece_from_char(tok[0]));
	turn_begin(t, &pos);
	snprintf(buf, sizeof buf, "%s", steps);
	for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
		struct step st;
		ck_assert_int_eq(notation_step_read(tok, strlen(tok), &st), 0);
		ck_assert_int_eq(turn_step(t, st), STEP_OK);
	}
}

/* A position (Gold to move), steps from it, the rules, and their effects in words. */
static const struct {
	const char *tokens, *steps;
	bool old_rules;
	const char *words;
} turnwords_cases[] = {
	/* Nothing taken, nothing decided. */
	{ "Ed4 Ra1 rh8", "Ed4n", false, "" },
	/* The dog pushed onto c3 with no friend beside it falls; the gold cat
	 * left alone on f3 when the horse steps away falls too. */
	{ "Ed4 dc4 Cf3 Hf4 Ra1 rh8", "dc4s Ed4w Hf4n", false,
	  "takes the silver dog on c3, LOSES the gold cat on f3" },
	/* Two taken: "and". */
	{ "Ed4 dc4 Me4 hf4 Ra1 rh8", "dc4s Ed4w hf4s Me4e", false,
	  "takes the silver dog on c3 and the silver horse on f3" },
	/* A goal wins; a silver rabbit pushed to its goal loses the game. */
	{ "Rg7 rh2", "Rg7n", false, "wins: the gold rabbit on g8 reaches the goal" },
	{ "Ed3 rd2 Ra3", "rd2s Ed3s", false, "LOSES the game: the silver rabbit on d1 reaches the goal" },
	/* The last silver rabbit taken; not a win under the old rules. */
	{ "Ed4 rd3 Ra1", "rd3w Ed4s", false, "takes the silver rabbit on c3, wins: silver has no rabbit left" },
	{ "Ed4 rd3 Ra1", "rd3w Ed4s", true, "takes the silver rabbit on c3" },
};

START_TEST(turn_effects_in_words)
{
	struct turn t;
	char buf[200];
	turnwords_play(&t, turnwords_cases[_i].tokens, turnwords_cases[_i].steps);
	size_t n = turnwords_effects(t.steps, t.nsteps, &t.pos, turnwords_cases[_i].old_rules, buf, sizeof buf);
	ck_assert_str_eq(buf, turnwords_cases[_i].words);
	/* Cut to a small buffer, the length needed returned. */
	ck_assert_uint_eq(turnwords_effects(t.steps, t.nsteps, &t.pos, turnwords_cases[_i].old_rules, buf, 10), n);
	ck_assert_uint_eq(strlen(buf), n < 9 ? n : 9);
}
END_TEST

START_TEST(kind_and_color_names)
{
	ck_assert_str_eq(notation_kind_name(ELEPHANT), "elephant");
	ck_assert_str_eq(notation_kind_name(RABBIT), "rabbit");
	ck_assert_str_eq(notation_color_name(GOLD), "gold");
	ck_assert_str_eq(notation_color_name(SILVER), "silver");
	ck_assert_str_eq(notation_color_title(GOLD), "Gold");
	ck_assert_str_eq(notation_color_title(SILVER), "Silver");
	ck_assert_str_eq(notation_reason_name(REASON_GOAL), "goal");
	ck_assert_str_eq(notation_reason_name(REASON_ELIMINATION), "elimination");
	ck_assert_str_eq(notation_reason_name(REASON_IMMOBILIZATION), "immobilization");
	ck_assert_str_eq(notation_reason_name(REASON_RESIGNATION), "resignation");
	ck_assert_str_eq(notation_reason_name(REASON_REPETITION), "repetition");
}
END_TEST

/* Text quoted in a message: control and non-ASCII bytes as '?', a cut marked. */
START_TEST(quote_hides_control_bytes_and_marks_a_cut)
{
	char out[16];
	text_quote("a\033[2Jb\xff", 7, out, 10);
	ck_assert_str_eq(out, "a?[2Jb?");
	text_quote("abcdefghij", 10, out, 4);
	ck_assert_str_eq(out, "abcd...");
}
END_TEST

/* arimaa.com's ReasonCode letters (spec: notation.md, the archive's termination). */
START_TEST(reason_codes_both_ways)
{
	ck_assert_int_eq(notation_reason_code(REASON_GOAL, false), 'g');
	ck_assert_int_eq(notation_reason_code(REASON_ELIMINATION, false), 'e');
	ck_assert_int_eq(notation_reason_code(REASON_IMMOBILIZATION, false), 'm');
	ck_assert_int_eq(notation_reason_code(REASON_RESIGNATION, false), 'r');
	/* since 2008 a side left only with repeating turns is immobilized */
	ck_assert_int_eq(notation_reason_code(REASON_REPETITION, false), 'm');
	ck_assert_int_eq(notation_reason_code(REASON_REPETITION, true), 'p');
	ck_assert_int_eq(notation_reason_code(REASON_NONE, false), 0);
	ck_assert_str_eq(notation_reason_code_name('t'), "time");
	ck_assert_str_eq(notation_reason_code_name('f'), "forfeit");
	ck_assert_str_eq(notation_reason_code_name('g'), "goal");
	/* a bot's illegal move (the move is not in the record) */
	ck_assert_int_eq(notation_reason_code(REASON_ILLEGAL, false), 'i');
	ck_assert_str_eq(notation_reason_code_name('i'), "illegal move");
	char v[96];
	notation_verdict(REASON_ILLEGAL, "Gold", "Silver", v, sizeof v);
	ck_assert_str_eq(v, "Gold wins: Silver sent an illegal move");
	ck_assert_ptr_null(notation_reason_code_name('z'));
	ck_assert_ptr_null(notation_reason_code_name(0));
}
END_TEST

/* The rules: 8 rabbits, 2 cats, 2 dogs, 2 horses, 1 camel, 1 elephant. */
START_TEST(setup_counts_in_words)
{
	char buf[96];
	notation_setup_counts(buf, sizeof buf);
	ck_assert_str_eq(buf, "1 elephant, 1 camel, 2 horses, 2 dogs, 2 cats and 8 rabbits");
	int total = 0;
	for (int k = 0; k < KIND_NB; k++)
		total += kind_setup_count((enum kind)k);
	ck_assert_int_eq(total, 16);
}
END_TEST

START_TEST(squares_files_a_to_h_ranks_1_to_8)
{
	char s[3];
	notation_square(0, s);
	ck_assert_str_eq(s, "a1");
	notation_square(27, s);
	ck_assert_str_eq(s, "d4");
	notation_square(63, s);
	ck_assert_str_eq(s, "h8");
	ck_assert_int_eq(notation_square_read("a1"), 0);
	ck_assert_int_eq(notation_square_read("h1"), 7);
	ck_assert_int_eq(notation_square_read("a2"), 8);
	ck_assert_int_eq(notation_square_read("h8"), 63);
	ck_assert_int_eq(notation_square_read("i1"), -1);
	ck_assert_int_eq(notation_square_read("a9"), -1);
	ck_assert_int_eq(notation_square_read("a0"), -1);
	ck_assert_int_eq(notation_square_read("A1"), -1);
}
END_TEST

START_TEST(step_token_written_piece_square_direction)
{
	char out[5];
	struct step s = { (uint8_t)piece_make(GOLD, ELEPHANT), 11, 19 }; /* d2 -> d3 */
	notation_step(s, out);
	ck_assert_str_eq(out, "Ed2n");
	s = (struct step){ (uint8_t)piece_make(SILVER, RABBIT), 17, 18 };   /* b3 -> c3 */
	notation_step(s, out);
	ck_assert_str_eq(out, "rb3e");
	s = (struct step){ (uint8_t)piece_make(SILVER, DOG), 36, 28 };      /* e5 -> e4 */
	notation_step(s, out);
	ck_assert_str_eq(out, "de5s");
	s = (struct step){ (uint8_t)piece_make(GOLD, HORSE), 9, 8 };        /* b2 -> a2 */
	notation_step(s, out);
	ck_assert_str_eq(out, "Hb2w");
}
END_TEST

START_TEST(step_token_read)
{
	struct step s;
	ck_assert_int_eq(notation_step_read("Ed2n", 4, &s), 0);
	ck_assert_int_eq(s.piece, piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(s.from, 11);
	ck_assert_int_eq(s.to, 19);
	ck_assert_int_eq(notation_step_read("rb3e", 4, &s), 0);
	ck_assert_int_eq(s.piece, piece_make(SILVER, RABBIT));
	ck_assert_int_eq(s.from, 17);
	ck_assert_int_eq(s.to, 18);
	ck_assert_int_eq(notation_step_read("ma8w", 4, &s), 0);
	ck_assert_int_eq(s.to, SQUARE_NONE); /* off the board: read, refused by the rules */
	ck_assert_int_eq(notation_step_read("Rh1e", 4, &s), 0);
	ck_assert_int_eq(s.to, SQUARE_NONE);
}
END_TEST

START_TEST(step_token_malformed_is_refused)
{
	struct step s;
	ck_assert_int_eq(notation_step_read("Ed2", 3, &s), -1);
	ck_assert_int_eq(notation_step_read("Ed2nn", 5, &s), -1);
	ck_assert_int_eq(notation_step_read("Ed9n", 4, &s), -1);
	ck_assert_int_eq(notation_step_read("Xd2n", 4, &s), -1);
	ck_assert_int_eq(notation_step_read("Ed2q", 4, &s), -1);
	ck_assert_int_eq(notation_step_read("Ed2x", 4, &s), -1);
	ck_assert_int_eq(notation_step_read("Ed2\0", 4, &s), -1);
	ck_assert_int_eq(notation_step_read("ED2N", 4, &s), -1);
}
END_TEST

START_TEST(capture_token_piece_trap_x)
{
	int p, sq;
	char out[5];
	ck_assert_int_eq(notation_capture_read("Rc3x", 4, &p, &sq), 0);
	ck_assert_int_eq(p, piece_make(GOLD, RABBIT));
	ck_assert_int_eq(sq, notation_square_read("c3"));
	ck_assert_int_eq(notation_capture_read("hf6x", 4, &p, &sq), 0);
	ck_assert_int_eq(p, piece_make(SILVER, HORSE));
	ck_assert_int_eq(sq, notation_square_read("f6"));
	ck_assert_int_eq(notation_capture_read("Rc3n", 4, &p, &sq), -1);
	ck_assert_int_eq(notation_capture_read("Rc3", 3, &p, &sq), -1);
	notation_capture(piece_make(SILVER, CAT), notation_square_read("f3"), out);
	ck_assert_str_eq(out, "cf3x");
}
END_TEST

START_TEST(setup_token_piece_square)
{
	struct placement pl;
	char out[4];
	ck_assert_int_eq(notation_placement_read("Ra1", 3, &pl), 0);
	ck_assert_int_eq(pl.piece, piece_make(GOLD, RABBIT));
	ck_assert_int_eq(pl.square, 0);
	ck_assert_int_eq(notation_placement_read("eh7", 3, &pl), 0);
	ck_assert_int_eq(pl.piece, piece_make(SILVER, ELEPHANT));
	ck_assert_int_eq(pl.square, notation_square_read("h7"));
	ck_assert_int_eq(notation_placement_read("Ri1", 3, &pl), -1);
	ck_assert_int_eq(notation_placement_read("Ra1n", 4, &pl), -1);
	pl = (struct placement){ (uint8_t)piece_make(GOLD, CAMEL), (uint8_t)notation_square_read("e2") };
	notation_placement(pl, out);
	ck_assert_str_eq(out, "Me2");
}
END_TEST

START_TEST(setup_written_in_given_order)
{
	struct placement pl[3] = {
		{ (uint8_t)piece_make(GOLD, RABBIT), 0 },
		{ (uint8_t)piece_make(GOLD, ELEPHANT), 11 },
		{ (uint8_t)piece_make(GOLD, HORSE), 9 },
	};
	char buf[64];
	ck_assert_uint_eq(notation_setup(pl, 3, buf, sizeof buf), 11);
	ck_assert_str_eq(buf, "Ra1 Ed2 Hb2");
}
END_TEST

START_TEST(labels_g_s_and_older_w_b)
{
	int n;
	enum color c;
	ck_assert_int_eq(notation_label_read("2g", 2, &n, &c), 0);
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(c, GOLD);
	ck_assert_int_eq(notation_label_read("2w", 2, &n, &c), 0);
	ck_assert_int_eq(c, GOLD);
	ck_assert_int_eq(notation_label_read("38b", 3, &n, &c), 0);
	ck_assert_int_eq(n, 38);
	ck_assert_int_eq(c, SILVER);
	ck_assert_int_eq(notation_label_read("1s", 2, &n, &c), 0);
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(c, SILVER);
	ck_assert_int_eq(notation_label_read("g", 1, &n, &c), -1);
	ck_assert_int_eq(notation_label_read("2x", 2, &n, &c), -1);
	ck_assert_int_eq(notation_label_read("2gs", 3, &n, &c), -1);
	ck_assert_int_eq(notation_label_read("99999999999g", 12, &n, &c), -1);
	char out[16];
	notation_label(12, SILVER, out);
	ck_assert_str_eq(out, "12s");
	notation_label(1, GOLD, out);
	ck_assert_str_eq(out, "1g");
}
END_TEST

/* Takes the steps (tokens) from pos in one turn; each must be legal. */
static void play(struct turn *t, const struct position *pos, const char *const *toks, int n)
{
	turn_begin(t, pos);
	for (int i = 0; i < n; i++) {
		struct step s;
		ck_assert_int_eq(notation_step_read(toks[i], 4, &s), 0);
		ck_assert_msg(turn_step(t, s) == STEP_OK, "step %s refused", toks[i]);
	}
}

START_TEST(push_onto_trap_capture_written_between_its_steps)
{
	struct position pos = test_pieces(GOLD, "Hb2 rb3");
	struct turn t;
	static const char *const toks[] = { "rb3e", "Hb2n" };
	play(&t, &pos, toks, 2);
	char buf[64];
	notation_turn(t.steps, t.nsteps, buf, sizeof buf);
	ck_assert_str_eq(buf, "rb3e rc3x Hb2n");
}
END_TEST

START_TEST(friend_leaving_trap_capture_written_after_the_step)
{
	struct position pos = test_pieces(GOLD, "Rc3 Cd3");
	struct turn t;
	static const char *const toks[] = { "Cd3e" };
	play(&t, &pos, toks, 1);
	char buf[64];
	notation_turn(t.steps, t.nsteps, buf, sizeof buf);
	ck_assert_str_eq(buf, "Cd3e Rc3x");
}
END_TEST

START_TEST(step_onto_trap_capture_written_after_it)
{
	struct position pos = test_pieces(GOLD, "Rc2 Ea8");
	struct turn t;
	static const char *const toks[] = { "Rc2n", "Ea8e" };
	play(&t, &pos, toks, 2);
	char buf[64];
	notation_turn(t.steps, t.nsteps, buf, sizeof buf);
	ck_assert_str_eq(buf, "Rc2n Rc3x Ea8e");
}
END_TEST

START_TEST(pull_written_puller_first)
{
	struct position pos = test_pieces(GOLD, "Ee5 de6");
	struct turn t;
	static const char *const toks[] = { "Ee5s", "de6s" };
	play(&t, &pos, toks, 2);
	char buf[64];
	notation_turn(t.steps, t.nsteps, buf, sizeof buf);
	ck_assert_str_eq(buf, "Ee5s de6s");
}
END_TEST

START_TEST(turn_writing_reports_length_like_snprintf)
{
	struct position pos = test_pieces(GOLD, "Hb2 rb3");
	struct turn t;
	static const char *const toks[] = { "rb3e", "Hb2n" };
	play(&t, &pos, toks, 2);
	char small[6];
	ck_assert_uint_eq(notation_turn(t.steps, t.nsteps, small, sizeof small), 14);
	ck_assert_str_eq(small, "rb3e ");
	ck_assert_uint_eq(notation_turn(t.steps, t.nsteps, NULL, 0), 14);
}
END_TEST

START_TEST(bare_steps_written_with_captures_found_by_replay)
{
	struct position pos = test_pieces(GOLD, "Hb2 rb3 Rc2");
	struct step s[3];
	ck_assert_int_eq(notation_step_read("rb3e", 4, &s[0]), 0);
	ck_assert_int_eq(notation_step_read("Hb2n", 4, &s[1]), 0);
	ck_assert_int_eq(notation_step_read("Rc2w", 4, &s[2]), 0);
	char buf[64];
	/* the rabbit pushed onto c3 has no friend there; Rc2 beside it is gold */
	ck_assert_uint_eq(notation_steps(&pos, s, 3, buf, sizeof buf), 19);
	ck_assert_str_eq(buf, "rb3e rc3x Hb2n Rc2w");
	/* steps past an illegal one (here a fifth step) are written as given */
	struct position e = test_pieces(GOLD, "Ed3");
	struct step five[5];
	static const char *const toks[5] = { "Ed3n", "Ed4n", "Ed5n", "Ed6n", "Ed7n" };
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(notation_step_read(toks[i], 4, &five[i]), 0);
	notation_steps(&e, five, 5, buf, sizeof buf);
	ck_assert_str_eq(buf, "Ed3n Ed4n Ed5n Ed6n Ed7n");
}
END_TEST

/* The wording of step s (a token) tried after the steps `before` from pos. */
static void expect_step_error(const char *pieces, const char *const *before, int nbefore,
			      const char *tok, enum step_error want, const char *text)
{
	struct position pos = test_pieces(GOLD, pieces);
	struct turn t;
	play(&t, &pos, before, nbefore);
	struct step s;
	ck_assert_int_eq(notation_step_read(tok, 4, &s), 0);
	ck_assert_int_eq(turn_step(&t, s), want);
	char buf[256];
	size_t n = notation_turn_step_error(&t, s, want, buf, sizeof buf);
	ck_assert_uint_eq(n, strlen(text));
	ck_assert_str_eq(buf, text);
	if (nbefore == 0) {
		notation_step_error(&t.pos, s, want, buf, sizeof buf);
		ck_assert_str_eq(buf, text);
	}
}

START_TEST(step_error_frozen_names_piece_and_square)
{
	expect_step_error("Dd4 hd5", NULL, 0, "Dd4w", STEP_ERR_FROZEN,
			  "step Dd4w: the dog on d4 is frozen");
}
END_TEST

START_TEST(step_error_rabbit_back)
{
	expect_step_error("Rd4", NULL, 0, "Rd4s", STEP_ERR_RABBIT_BACKWARD,
			  "step Rd4s: a rabbit may not step back");
}
END_TEST

START_TEST(step_error_occupied)
{
	expect_step_error("Ed4 Rd5", NULL, 0, "Ed4n", STEP_ERR_OCCUPIED,
			  "step Ed4n: d5 is occupied");
}
END_TEST

START_TEST(step_error_empty_square)
{
	expect_step_error("Ea1", NULL, 0, "Ed4n", STEP_ERR_EMPTY, "step Ed4n: no piece on d4");
}
END_TEST

START_TEST(step_error_wrong_piece)
{
	expect_step_error("Dd4", NULL, 0, "Ed4n", STEP_ERR_WRONG_PIECE,
			  "step Ed4n: the piece on d4 is a dog, not an elephant");
	expect_step_error("ed4 Ea1", NULL, 0, "Ed4n", STEP_ERR_WRONG_PIECE,
			  "step Ed4n: the piece on d4 is a silver elephant, not a gold elephant");
}
END_TEST

START_TEST(step_error_push_not_completed_names_the_push)
{
	static const char *const before[] = { "dd5n" };
	expect_step_error("Ed4 dd5", before, 1, "Ed4e", STEP_ERR_PUSH_UNFINISHED,
			  "step Ed4e: the push of the dog on d5 must be completed by a stronger piece stepping into d5");
}
END_TEST

START_TEST(step_error_fifth_step)
{
	static const char *const before[] = { "Ea1n", "Ea2n", "Ea3n", "Ea4n" };
	expect_step_error("Ea1", before, 4, "Ea5n", STEP_ERR_TOO_MANY,
			  "step Ea5n: a turn has at most four steps");
}
END_TEST

START_TEST(step_error_enemy_moved_without_stronger_piece)
{
	expect_step_error("Rd4 dd5", NULL, 0, "dd5n", STEP_ERR_ENEMY_UNMOVABLE,
			  "step dd5n: the silver dog on d5 can be moved only by a stronger gold piece pushing or pulling it");
}
END_TEST

START_TEST(step_error_push_started_on_fourth_step)
{
	static const char *const before[] = { "Ea1n", "Ea2n", "Ea3n" };
	expect_step_error("Ea1 db4", before, 3, "db4e", STEP_ERR_PUSH_NO_STEP,
			  "step db4e: the push of the dog on b4 could not be completed: a push needs two steps and this is the fourth");
}
END_TEST

START_TEST(turn_end_and_setup_wording)
{
	ck_assert_str_eq(notation_turn_end_error(TURN_END_UNCHANGED), "the turn leaves the position unchanged");
	ck_assert_str_eq(notation_turn_end_error(TURN_END_THIRD_TIME), "the position would occur for the third time");
	ck_assert_str_eq(notation_turn_end_error(TURN_END_NO_STEP), "the turn has no step");
	ck_assert_ptr_nonnull(strstr(notation_setup_error(SETUP_ERR_PIECES), "8 rabbits"));
	ck_assert_ptr_nonnull(strstr(notation_setup_error(SETUP_ERR_SQUARE), "home ranks"));
}
END_TEST


/* text_visible on n bytes of s, width w, into a buffer of 256. */
static const char *visible(const char *s, size_t n, int w, int *cols)
{
	static char out[256];
	*cols = text_visible(s, n, w, out, sizeof out);
	return out;
}

START_TEST(visible_text_shows_controls_and_cuts_by_columns)
{
	int cols;
	ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C.UTF-8"));
	/* Plain text is unchanged. */
	ck_assert_str_eq(visible("Bob", 3, 20, &cols), "Bob");
	ck_assert_int_eq(cols, 3);
	/* A carriage return and backspaces cannot move the cursor: caret notation. */
	ck_assert_str_eq(visible("Bob\r7 | r", 9, 40, &cols), "Bob^M7 | r");
	ck_assert_int_eq(cols, 10);
	ck_assert_str_eq(visible("\b\b\x1b[2J\x7f", 7, 40, &cols), "^H^H^[[2J^?");
	ck_assert_str_eq(visible("a\tb\0c", 5, 40, &cols), "a^Ib^@c");
	/* C1: a lone byte 0x9b (CSI in 8 bits) and U+009B encoded in UTF-8. */
	ck_assert_str_eq(visible("x\x9by", 3, 40, &cols), "x\\x9by");
	ck_assert_int_eq(cols, 6);
	ck_assert_str_eq(visible("x\xc2\x9b" "y", 4, 40, &cols), "x\\u009by");
	ck_assert_str_eq(visible("\xc2\x85", 2, 40, &cols), "\\u0085");
	/* Overlong and cut-off sequences are bytes, not characters. */
	ck_assert_str_eq(visible("\xc0\x8d", 2, 40, &cols), "\\xc0\\x8d");
	ck_assert_str_eq(visible("\xe2\x80", 2, 40, &cols), "\\xe2\\x80");
	/* A right-to-left override would turn the rest of the line around. */
	ck_assert_str_eq(visible("a\xe2\x80\xae" "b", 5, 40, &cols), "a\\u202eb");
	/* Printable UTF-8 stays; a wide character takes two columns. */
	ck_assert_str_eq(visible("J\xc3\xb6rg", 5, 40, &cols), "J\xc3\xb6rg");
	ck_assert_int_eq(cols, 4);
	ck_assert_str_eq(visible("\xe6\x9d\xb1\xe4\xba\xac", 6, 40, &cols), "\xe6\x9d\xb1\xe4\xba\xac");
	ck_assert_int_eq(cols, 4);
	/* Cut to the width, the cut marked with an ellipsis in that width. */
	ck_assert_str_eq(visible("abcdefghij", 10, 10, &cols), "abcdefghij");
	ck_assert_str_eq(visible("abcdefghijk", 11, 10, &cols), "abcdefghi\xe2\x80\xa6");
	ck_assert_int_eq(cols, 10);
	/* A wide character does not straddle the edge. */
	ck_assert_str_eq(visible("a\xe6\x9d\xb1\xe4\xba\xac", 7, 4, &cols), "a\xe6\x9d\xb1\xe2\x80\xa6");
	ck_assert_int_eq(cols, 4);
	/* An escape counts its own columns and is never split. */
	ck_assert_str_eq(visible("ab\r\r\r", 5, 5, &cols), "ab^M\xe2\x80\xa6");
	ck_assert_int_eq(cols, 5);
	ck_assert_str_eq(visible("abc", 3, 0, &cols), "");
	/* A small buffer cuts too, and the result is always terminated. */
	char small[6];
	ck_assert_int_eq(text_visible("abcdefgh", 8, 40, small, sizeof small), 3);
	ck_assert_str_eq(small, "ab\xe2\x80\xa6");
	/* In the C locale there is no ellipsis and only ASCII is shown. */
	ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C"));
	ck_assert_str_eq(visible("J\xc3\xb6rg is long", 13, 8, &cols), "J...");
	setlocale(LC_CTYPE, "C.UTF-8");
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("notation");
	TCase *tc = tcase_create("tokens");
	tcase_add_test(tc, piece_letters_upper_case_gold_lower_case_silver);
	tcase_add_test(tc, kind_and_color_names);
	tcase_add_loop_test(tc, turn_effects_in_words, 0,
			    (int)(sizeof turnwords_cases / sizeof turnwords_cases[0]));
	tcase_add_test(tc, reason_codes_both_ways);
	tcase_add_test(tc, quote_hides_control_bytes_and_marks_a_cut);
	tcase_add_test(tc, setup_counts_in_words);
	tcase_add_test(tc, squares_files_a_to_h_ranks_1_to_8);
	tcase_add_test(tc, step_token_written_piece_square_direction);
	tcase_add_test(tc, step_token_read);
	tcase_add_test(tc, step_token_malformed_is_refused);
	tcase_add_test(tc, capture_token_piece_trap_x);
	tcase_add_test(tc, setup_token_piece_square);
	tcase_add_test(tc, setup_written_in_given_order);
	tcase_add_test(tc, labels_g_s_and_older_w_b);
	suite_add_tcase(s, tc);
	tc = tcase_create("turns");
	tcase_add_test(tc, push_onto_trap_capture_written_between_its_steps);
	tcase_add_test(tc, friend_leaving_trap_capture_written_after_the_step);
	tcase_add_test(tc, step_onto_trap_capture_written_after_it);
	tcase_add_test(tc, pull_written_puller_first);
	tcase_add_test(tc, turn_writing_reports_length_like_snprintf);
	tcase_add_test(tc, bare_steps_written_with_captures_found_by_replay);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, step_error_frozen_names_piece_and_square);
	tcase_add_test(tc, step_error_rabbit_back);
	tcase_add_test(tc, step_error_occupied);
	tcase_add_test(tc, step_error_empty_square);
	tcase_add_test(tc, step_error_wrong_piece);
	tcase_add_test(tc, step_error_push_not_completed_names_the_push);
	tcase_add_test(tc, step_error_fifth_step);
	tcase_add_test(tc, step_error_enemy_moved_without_stronger_piece);
	tcase_add_test(tc, step_error_push_started_on_fourth_step);
	tcase_add_test(tc, turn_end_and_setup_wording);
	suite_add_tcase(s, tc);
	tc = tcase_create("text");
	tcase_add_test(tc, visible_text_shows_controls_and_cuts_by_columns);
	suite_add_tcase(s, tc);
	return s;
}
