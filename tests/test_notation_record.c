/* test_notation_record.c: game records: headers, move lines, labels,
 * continuation lines, takeback, resign, diagrams, the short form, lenient
 * capture tokens, every kind of illegal move, writing and reading back. */
#include "config.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/record.h"
#include "notation/diagram.h"
#include <stdio.h>
#include "lib/test.h"

#define SETUP_G "1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\n"
#define SETUP_S "1s ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\n"
#define SETUPS SETUP_G SETUP_S

static const char spec_diagram[] =
	"3g\n"
	" +-----------------+\n"
	"8| r r r r r r r r |\n"
	"7| h   c   e c h d |\n"
	"6| d   x   m x     |\n"
	"5|                 |\n"
	"4|         E       |\n"
	"3|     x   R x     |\n"
	"2| H D C M   C D H |\n"
	"1| R R R R   R R R |\n"
	" +-----------------+\n"
	"   a b c d e f g h\n";

/* Parses text (must succeed) into rec. */
static void parse_ok(const char *text, struct record *rec)
{
	struct record_error err;
	int r = record_parse(text, strlen(text), rec, &err);
	ck_assert_msg(r == 0, "parse failed: line %d: %s", err.line, err.message);
}

/* Parses and replays text, which must be legal throughout, into g. */
static void replay_ok(const char *text, struct game *g)
{
	struct record rec;
	struct record_error err;
	parse_ok(text, &rec);
	int r = record_replay(&rec, g, false, &err);
	ck_assert_msg(r == 0, "replay failed: line %d: move %s: %s", err.line, err.move, err.message);
	record_free(&rec);
}

/* The facts an error message must state (the move, the step, the square,
 * the reason), NULL-terminated; checked one by one, not as a copied sentence. */
#define FACTS(...) ((const char *const[]){ __VA_ARGS__, NULL })

/* Parses and replays text, which must be illegal at `line`, move `move`,
 * with a message stating each of `facts`. */
static void replay_illegal(const char *text, int line, const char *move, const char *const facts[])
{
	struct record rec;
	struct record_error err;
	struct game g;
	parse_ok(text, &rec);
	int r = record_replay(&rec, &g, false, &err);
	ck_assert_int_eq(r, 1);
	ck_assert_int_eq(err.line, line);
	ck_assert_str_eq(err.move, move);
	for (int i = 0; facts[i]; i++)
		ck_assert_msg(strstr(err.message, facts[i]), "the message \"%s\" does not say \"%s\"",
			      err.message, facts[i]);
	game_free(&g);
	record_free(&rec);
}

/* Parses text, which must fail at `line` with a message containing `part`. */
static void parse_fails(const char *text, size_t len, int line, const char *part)
{
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(record_parse(text, len, &rec, &err), -1);
	ck_assert_int_eq(err.line, line);
	ck_assert_msg(strstr(err.message, part), "message \"%s\" lacks \"%s\"", err.message, part);
}

/* The piece on a square of g, as its letter. */
static char at(const struct game *g, const char *sq)
{
	return notation_piece_char(g->pos.board[notation_square_read(sq)]);
}

/* Record text for a short-form start with the pieces listed, then moves. */
static char *from_pieces(enum color side, const char *pieces, const char *moves)
{
	struct position pos = test_pieces(side, pieces);
	char sf[DIAGRAM_SHORT_SIZE];
	diagram_short_write(&pos, sf, sizeof sf);
	char *text = malloc(strlen(sf) + strlen(moves) + 2);
	ck_assert_ptr_nonnull(text);
	sprintf(text, "%s\n%s", sf, moves);
	return text;
}

/* --- game files ------------------------------------------------------ */

static const char spec_game[] =
	"Event: Casual game\n"
	"Site: Over the Net\n"
	"Date: 2003.01.26\n"
	"White: bot_Occam\n"
	"Black: bot_ShallowBlue\n"
	"Result: 0-1\n"
	"ResultCode: b\n"
	"ReasonCode: g\n"
	"PlyCount: 28\n"
	"\n"
	"1w Ee2 Md2 Da1 Hb2 Dh1 Hg2 Cf1 Cc1 Rb1 Rd1 Re1 Rg1 Ra2 Rc2 Rf2 Rh2\n"
	"1b ee7 md7 ha7 hh7 db7 dg7 cf8 cc8 rc7 rf7 ra8 rb8 rd8 re8 rg8 rh8\n"
	"2w Hg2n Md2n Rh2n\n";

START_TEST(headers_key_value_then_blank_line)
{
	struct record rec;
	parse_ok(spec_game, &rec);
	ck_assert_uint_eq(rec.nheaders, 9);
	ck_assert_str_eq(rec.headers[0].key, "Event");
	ck_assert_str_eq(rec.headers[0].value, "Casual game");
	ck_assert_str_eq(record_header(&rec, "White"), "bot_Occam");
	ck_assert_str_eq(record_header(&rec, "resultcode"), "b");
	ck_assert_ptr_null(record_header(&rec, "Round"));
	ck_assert_uint_eq(rec.nlines, 3);
	ck_assert_int_eq(rec.lines[0].lineno, 11);
	ck_assert(!rec.has_position);
	record_free(&rec);
}
END_TEST

START_TEST(game_file_replays_setups_and_turn)
{
	struct game g;
	replay_ok(spec_game, &g);
	ck_assert_int_eq(at(&g, "g3"), 'H');
	ck_assert_int_eq(at(&g, "d3"), 'M');
	ck_assert_int_eq(at(&g, "h3"), 'R');
	ck_assert_int_eq(at(&g, "e7"), 'e');
	ck_assert_int_eq(g.pos.side, SILVER);
	ck_assert_int_eq(g.number, 2);
	ck_assert_uint_eq(g.nmoves, 3);
	game_free(&g);
}
END_TEST

START_TEST(crlf_line_ends_read_like_lf)
{
	char crlf[2048];
	size_t k = 0;
	for (const char *p = spec_game; *p; p++) {
		if (*p == '\n')
			crlf[k++] = '\r';
		crlf[k++] = *p;
	}
	crlf[k] = '\0';
	struct record rec;
	parse_ok(crlf, &rec);
	ck_assert_str_eq(record_header(&rec, "PlyCount"), "28");
	record_free(&rec);
	struct game a, b;
	replay_ok(spec_game, &a);
	replay_ok(crlf, &b);
	ck_assert(a.pos.hash == b.pos.hash);
	game_free(&a);
	game_free(&b);
}
END_TEST

START_TEST(file_without_headers_is_a_record)
{
	struct record rec;
	parse_ok(SETUPS "2g Ee2n\n", &rec);
	ck_assert_uint_eq(rec.nheaders, 0);
	ck_assert_uint_eq(rec.nlines, 3);
	record_free(&rec);
}
END_TEST

START_TEST(header_value_may_hold_any_bytes)
{
	struct record rec;
	parse_ok("Event: \xff\xfe caf\xc3\xa9\n\n" SETUP_G, &rec);
	ck_assert_str_eq(record_header(&rec, "Event"), "\xff\xfe caf\xc3\xa9");
	record_free(&rec);
}
END_TEST

START_TEST(empty_text_is_not_a_record)
{
	parse_fails("", 0, 0, "empty");
	parse_fails("\n \n\t\n", 5, 0, "empty");
}
END_TEST

START_TEST(nul_byte_is_not_a_record)
{
	parse_fails("1g Ra1\n\0\n", 9, 2, "NUL");
}
END_TEST

START_TEST(prose_is_not_a_record)
{
	parse_fails("Hello world, this is a letter.\n", 31, 1, "label");
}
END_TEST

START_TEST(truncated_token_is_an_error_with_line_and_label)
{
	struct record rec;
	struct record_error err;
	const char *text = SETUPS "2g Ee2n Ee\n";
	ck_assert_int_eq(record_parse(text, strlen(text), &rec, &err), -1);
	ck_assert_int_eq(err.line, 3);
	ck_assert_str_eq(err.move, "2g");
	ck_assert_ptr_nonnull(strstr(err.message, "\"Ee\""));
}
END_TEST

START_TEST(setup_and_steps_on_one_line_is_an_error)
{
	parse_fails("2g Ee2n Ra1\n", 12, 1, "not both");
	parse_fails("2g resign Ee2n\n", 15, 1, "resign");
}
END_TEST

START_TEST(hostile_bytes_never_crash)
{
	static const char alphabet[] = "EMHDCRemhdcrabcdefgh12345678nsewx gswb\n\r\t:[]|+-.\xff\x80";
	unsigned seed = 12345;
	char buf[400];
	for (int iter = 0; iter < 3000; iter++) {
		size_t len = (size_t)(iter % 397);
		for (size_t i = 0; i < len; i++) {
			seed = seed * 1103515245u + 12345u;
			unsigned v = seed >> 16;
			buf[i] = v % 5 == 0 ? (char)(v >> 3) : alphabet[(v >> 3) % (sizeof alphabet - 1)];
		}
		struct record rec;
		struct record_error err;
		if (record_parse(buf, len, &rec, &err) == 0) {
			struct game g;
			if (record_replay(&rec, &g, iter & 1, &err) >= 0) {
				char *w = record_write(&g, rec.headers, rec.nheaders);
				ck_assert_ptr_nonnull(w);
				free(w);
			}
			game_free(&g);
			record_free(&rec);
		} else {
			ck_assert(err.message[0] != '\0');
		}
	}
}
END_TEST

START_TEST(huge_line_is_refused_cleanly)
{
	size_t n = 1 << 21;
	char *big = malloc(n);
	ck_assert_ptr_nonnull(big);
	memset(big, 'E', n);
	parse_fails(big, n, 1, "label");
	memcpy(big, "2g ", 3);
	for (size_t i = 3; i + 5 <= n; i += 5)
		memcpy(big + i, "Ee2n ", 5);
	parse_fails(big, n, 1, "tokens");
	free(big);
}
END_TEST

/* --- labels, continuation, takeback, resign -------------------------- */

START_TEST(labels_w_b_read_as_g_s)
{
	struct game a, b;
	replay_ok(SETUPS "2g Ee2n\n2s ed7s\n", &a);
	replay_ok("1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\n"
		  "1b ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\n"
		  "2w Ee2n\n2b ed7s\n", &b);
	ck_assert(a.pos.hash == b.pos.hash);
	ck_assert_uint_eq(b.nmoves, 4);
	game_free(&a);
	game_free(&b);
}
END_TEST

START_TEST(bare_trailing_label_says_whose_turn)
{
	struct game g;
	replay_ok(SETUPS "2g Ee2n\n2s\n", &g);
	ck_assert_uint_eq(g.nmoves, 3);
	ck_assert_int_eq(g.pos.side, SILVER);
	game_free(&g);
}
END_TEST

START_TEST(bare_label_for_the_wrong_side_is_an_error)
{
	replay_illegal(SETUPS "2g Ee2n\n2g\n", 4, "2g",
		       FACTS("2g", "gold", "silver", "2s"));
}
END_TEST

START_TEST(continuation_line_joins_previous_move)
{
	struct record rec;
	parse_ok(SETUPS "2g Ee2n\n  Ee3n\n2s ed7s\n", &rec);
	ck_assert_uint_eq(rec.nlines, 4);
	ck_assert_int_eq(rec.lines[2].lineno, 3);
	record_free(&rec);
	struct game g;
	replay_ok(SETUPS "2g Ee2n\n  Ee3n\n2s ed7s\n", &g);
	ck_assert_int_eq(at(&g, "e4"), 'E');
	ck_assert_int_eq(at(&g, "d6"), 'e');
	ck_assert_uint_eq(g.nmoves, 4);
	game_free(&g);
}
END_TEST

START_TEST(pasted_movelist_splits_at_backslash_n)
{
	struct record rec;
	struct game g;
	/* The archive's movelist field alone: move lines joined by the two characters \ n. */
	const char *text = "1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\\n"
			   "1s ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\\n"
			   "2g Ee2n\\n2s ed7s\\n\\n3g\n";
	parse_ok(text, &rec);
	ck_assert_uint_eq(rec.nlines, 5);
	ck_assert_str_eq(rec.lines[2].text, "2g Ee2n");
	ck_assert_str_eq(rec.lines[3].text, "2s ed7s");
	ck_assert_str_eq(rec.lines[4].text, "3g");
	ck_assert_int_eq(rec.lines[4].lineno, 1);
	record_free(&rec);
	replay_ok(text, &g);
	ck_assert_int_eq(at(&g, "e3"), 'E');
	ck_assert_int_eq(at(&g, "d6"), 'e');
	ck_assert_uint_eq(g.nmoves, 4);
	game_free(&g);
	/* A continuation line after a pasted line joins its last move line. */
	parse_ok(SETUPS "2g Ee2n\\n2s ed7s\n  ed6s\n", &rec);
	ck_assert_uint_eq(rec.nlines, 4);
	ck_assert_str_eq(rec.lines[3].text, "2s ed7s   ed6s");
	record_free(&rec);
}
END_TEST

/* A movelist field pasted whole reads exactly as the same text split into
 * lines at each "\\n": a part that begins with a blank continues the move
 * before it, as a continuation line does (the archive's quirk, notation.md:
 * "7b" then " rc7s rc6s ..."). Built by hand: the archive's w/b labels,
 * Silver's 2b label alone and its steps in the next part. */
START_TEST(pasted_movelist_continuation_reads_as_split_lines)
{
	static const char pasted[] =
		"1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\\n"
		"1b ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\\n"
		"2w Ee2n Ee3n\\n2b\\n ed7s ed6s\\n3w\n";
	char split[sizeof pasted];
	size_t n = 0;
	for (const char *p = pasted; *p; p++) {
		if (p[0] == '\\' && p[1] == 'n') {
			split[n++] = '\n';
			p++;
		} else {
			split[n++] = *p;
		}
	}
	split[n] = '\0';
	struct record a, b;
	parse_ok(pasted, &a);
	parse_ok(split, &b);
	ck_assert_uint_eq(a.nlines, 5);
	ck_assert_uint_eq(a.nlines, b.nlines);
	for (size_t i = 0; i < a.nlines; i++)
		ck_assert_str_eq(a.lines[i].text, b.lines[i].text);
	ck_assert_str_eq(a.lines[3].text, "2b  ed7s ed6s");
	record_free(&a);
	record_free(&b);
	struct game g;
	replay_ok(pasted, &g);
	ck_assert_int_eq(at(&g, "e4"), 'E');
	ck_assert_int_eq(at(&g, "d5"), 'e');
	ck_assert_uint_eq(g.nmoves, 4);
	game_free(&g);
}
END_TEST

/* Reads text both ways, record_parse then record_replay and record_scan
 * then record_replay_text (the stream --check and the viewer use): the
 * same verdict, the same error (line, move, words), the same game. */
static void same_both_ways(const char *text, size_t len)
{
	struct record a, b;
	struct record_error ea, eb;
	int ra = record_parse(text, len, &a, &ea);
	int rb = record_scan(text, len, &b, &eb);
	ck_assert_msg(ra == rb, "record_parse %d, record_scan %d: %s", ra, rb, text);
	ck_assert_int_eq(ea.line, eb.line);
	ck_assert_str_eq(ea.move, eb.move);
	ck_assert_str_eq(ea.message, eb.message);
	if (ra != 0)
		return;
	ck_assert(b.streamed && !b.lines && !b.text);
	ck_assert_uint_eq(a.nlines, b.nlines);
	ck_assert_uint_eq(a.nheaders, b.nheaders);
	ck_assert_int_eq(a.has_position, b.has_position);
	struct game ga, gb;
	struct record_check c;
	for (int check = 0; check < 2; check++) {
		ra = check ? record_replay_check(&a, &ga, false, &ea, &c) : record_replay(&a, &ga, false, &ea);
		size_t na = check ? c.nmoves : ga.nmoves;
		rb = record_replay_text(&b, text, len, &gb, false, &eb, check ? &c : NULL);
		size_t nb = check ? c.nmoves : gb.nmoves;
		ck_assert_int_eq(ra, rb);
		ck_assert_int_eq(ea.line, eb.line);
		ck_assert_str_eq(ea.move, eb.move);
		ck_assert_str_eq(ea.message, eb.message);
		ck_assert_uint_eq(na, nb);
		ck_assert(position_same_board(&ga.pos, &gb.pos) && ga.pos.side == gb.pos.side);
		ck_assert_int_eq(ga.phase, gb.phase);
		game_free(&ga);
		game_free(&gb);
	}
	record_free(&a);
	record_free(&b);
}

START_TEST(scan_and_stream_read_as_parse_and_replay)
{
	static const char *const texts[] = {
		SETUPS "2g Ee2n\n  Ee3n\n2s ed7s\n",
		SETUPS "2g Ee2n\n\n  Ee3n\n\n2s ed7s\n3g\n",
		"\xEF\xBB\xBF" "Event: x\r\nWhite: a\r\n\r\n" SETUPS "2g Ee2n Ee3n\r\n",
		"1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\\n"
		"1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 ed8 me8 cf8 dg8 hh8\\n2g Ee2n\\n Ee3n\\n2s ed7s",
		SETUPS "2g Ee2n\n2s ed7s\n3g Ee3n\n3s ed6s\n4g Ee4w\n",    /* illegal at line 7 */
		SETUPS "2g Ee2n\n2s Ed7s\n3g Ee3n\n3s ed6s Zz\n",           /* illegal at line 4, bad form at 6 */
		SETUPS "2g Ee2n Ee\n",
		SETUPS "2g Ee2n\n2s ed7s\ntakeback\n2s ed7s\n3g resign\n",
		"Event: only headers\n",
		"\n\n   \n",
		"",
		"\\n\n",
		"Event: x\n\n \\n \n",
		"gold [ rrrrrrrrhdcemcdh                                HDCMECDHRRRRRRRR]\n3g Ee2n\n",
	};
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
		same_both_ways(texts[i], strlen(texts[i]));
	same_both_ways(spec_diagram, strlen(spec_diagram));
	same_both_ways(spec_game, strlen(spec_game));
	static const char nul[] = SETUPS "2g Ee2n\0\n";
	same_both_ways(nul, sizeof nul - 1);
}
END_TEST

/* An illegal move and, further on, a line that is no move: the record is
 * refused for the line (as record_parse reads the whole text first),
 * though the stream meets the illegal move first. */
START_TEST(scan_refuses_a_bad_line_after_an_illegal_move)
{
	const char *text = SETUPS "2g Ee2n\n2s Ed7s\n3g Ee3n\n3s ed6s Zz\n";
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(record_scan(text, strlen(text), &rec, &err), -1);
	ck_assert_int_eq(err.line, 6);
	ck_assert_str_eq(err.move, "3s");
}
END_TEST

START_TEST(record_error_worded_one_way)
{
	struct record_error err;
	char buf[300];
	memset(&err, 0, sizeof err);
	ck_assert_str_eq(record_error_format(&err, buf, sizeof buf), "not a game record");
	snprintf(err.message, sizeof err.message, "a NUL byte");
	ck_assert_str_eq(record_error_format(&err, buf, sizeof buf), "a NUL byte");
	err.line = 12;
	ck_assert_str_eq(record_error_format(&err, buf, sizeof buf), "line 12: a NUL byte");
	snprintf(err.move, sizeof err.move, "7s");
	ck_assert_str_eq(record_error_format(&err, buf, sizeof buf), "line 12, move 7s: a NUL byte");
	err.line = 0;
	ck_assert_str_eq(record_error_format(&err, buf, sizeof buf), "move 7s: a NUL byte");
	/* Arrays without their NUL are read to their end only. */
	memset(err.move, 'x', sizeof err.move);
	memset(err.message, 'y', sizeof err.message);
	record_error_format(&err, buf, sizeof buf);
	ck_assert_uint_eq(strlen(buf), 5 + sizeof err.move + 2 + sizeof err.message);
	/* Cut to the buffer, always terminated. */
	ck_assert_uint_eq(strlen(record_error_format(&err, buf, 10)), 9);
}
END_TEST

START_TEST(record_result_in_words)
{
	char buf[64];
	ck_assert_str_eq(record_result_words('w', 't', buf, sizeof buf), "gold wins on time");
	ck_assert_str_eq(record_result_words('b', 'r', buf, sizeof buf), "silver wins by resignation");
	ck_assert_str_eq(record_result_words('b', 'g', buf, sizeof buf), "silver wins by goal");
	ck_assert_str_eq(record_result_words('w', 0, buf, sizeof buf), "gold wins");
	ck_assert_str_eq(record_result_words(0, 't', buf, sizeof buf), "");
}
END_TEST

START_TEST(record_result_against_the_board)
{
	struct game g;
	/* Undecided on the board: any stated result is the record's word. */
	replay_ok(SETUPS "2g Ee2n\n", &g);
	ck_assert(record_result_differs(&g, 'w', 't'));
	ck_assert(!record_result_differs(&g, 0, 0));
	game_free(&g);
	/* Gold resigns at 2g: Silver wins by resignation on the board. */
	replay_ok(SETUPS "2g resign\n", &g);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert(!record_result_differs(&g, 'b', 'r'));
	ck_assert(!record_result_differs(&g, 'b', 0));
	ck_assert(record_result_differs(&g, 'w', 'r'));
	ck_assert(record_result_differs(&g, 'b', 't'));
	game_free(&g);
}
END_TEST

START_TEST(takeback_undoes_the_turn_before_and_label_repeats)
{
	struct game g;
	replay_ok(SETUPS "2g Ee2n Ee3n\n2s takeback\n2g Ee2n\n2s ed7s\n", &g);
	ck_assert_int_eq(at(&g, "e3"), 'E');
	ck_assert_int_eq(at(&g, "e4"), '.');
	ck_assert_int_eq(at(&g, "d6"), 'e');
	ck_assert_uint_eq(g.nmoves, 4);
	ck_assert_int_eq(g.number, 3);
	ck_assert_int_eq(g.pos.side, GOLD);
	game_free(&g);
}
END_TEST

START_TEST(takeback_with_nothing_to_take_back)
{
	replay_illegal("1g takeback\n", 1, "1g", FACTS("takeback", "no move"));
}
END_TEST

START_TEST(resign_ends_the_game_for_the_other_side)
{
	struct game g;
	replay_ok(SETUPS "2g Ee2n\n2s resign\n", &g);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, GOLD);
	ck_assert_int_eq(g.reason, REASON_RESIGNATION);
	game_free(&g);
	replay_illegal(SETUPS "2g Ee2n\n2s resign\n3g Ee3n\n", 5, "3g",
		       FACTS("over", "gold", "resignation"));
}
END_TEST

START_TEST(move_for_the_wrong_side)
{
	replay_illegal(SETUPS "2s ed7s\n", 3, "2s", FACTS("silver", "gold", "2g"));
}
END_TEST

START_TEST(move_number_out_of_order)
{
	replay_illegal(SETUPS "3g Ee2n\n", 3, "3g", FACTS("3g", "order", "2g"));
}
END_TEST

START_TEST(steps_before_setup)
{
	replay_illegal("1g Ee2n\n", 1, "1g", FACTS("gold", "set up"));
}
END_TEST

/* --- setups ---------------------------------------------------------- */

START_TEST(setup_any_order_sixteen_pieces)
{
	struct game g;
	replay_ok("1g Ee2 Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Hf2 Hg2 Rh2\n" SETUP_S, &g);
	ck_assert_int_eq(at(&g, "e2"), 'E');
	ck_assert_int_eq(at(&g, "d7"), 'e');
	ck_assert_int_eq(g.phase, GAME_PLAY);
	ck_assert_int_eq(g.number, 2);
	ck_assert_int_eq(g.pos.side, GOLD);
	game_free(&g);
}
END_TEST

START_TEST(setup_piece_off_home_ranks)
{
	replay_illegal("1g Rc2 Ee5\n", 1, "1g", FACTS("Ee5", "gold", "home ranks"));
	replay_illegal(SETUP_G "1s ed6 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\n",
		       2, "1s", FACTS("ed6", "silver", "home ranks"));
}
END_TEST

START_TEST(setup_piece_of_the_other_side)
{
	replay_illegal("1g ra1 Rb1\n", 1, "1g", FACTS("ra1", "silver", "gold"));
}
END_TEST

START_TEST(setup_two_pieces_on_one_square)
{
	replay_illegal("1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Ra1\n", 1, "1g",
		       FACTS("Ra1", "two pieces", "a1"));
}
END_TEST

START_TEST(setup_wrong_pieces)
{
	replay_illegal("1g Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Me2 Hf2 Hg2 Rh2\n", 1, "1g",
		       FACTS("0 elephants", "1 elephant"));
}
END_TEST

START_TEST(setup_after_setups)
{
	replay_illegal(SETUPS "2g Ra1 Rb1\n", 3, "2g", FACTS("setup", "both sides"));
}
END_TEST

/* --- captures: canonical writing, lenient reading ---------------------- */

START_TEST(capture_token_in_place_accepted)
{
	struct game g;
	replay_ok(SETUPS "2g Mc2n Mc3x Ee2n\n", &g);
	ck_assert_int_eq(at(&g, "c3"), '.');
	ck_assert_int_eq(at(&g, "e3"), 'E');
	game_free(&g);
}
END_TEST

START_TEST(missing_capture_token_accepted_and_written_back)
{
	struct game g;
	replay_ok(SETUPS "2g Mc2n Ee2n\n", &g);
	ck_assert_int_eq(at(&g, "c3"), '.');
	ck_assert_int_eq(position_count(&g.pos, GOLD, CAMEL), 0);
	char *w = record_write(&g, NULL, 0);
	ck_assert_ptr_nonnull(w);
	ck_assert_ptr_nonnull(strstr(w, "\n2g Mc2n Mc3x Ee2n\n"));
	free(w);
	game_free(&g);
}
END_TEST

START_TEST(capture_token_written_later_in_the_turn_accepted)
{
	struct game g;
	replay_ok(SETUPS "2g Mc2n Ee2n Mc3x\n", &g);
	ck_assert_int_eq(position_count(&g.pos, GOLD, CAMEL), 0);
	game_free(&g);
}
END_TEST

START_TEST(capture_of_a_friend_left_alone_on_the_trap)
{
	struct game g;
	replay_ok(SETUPS "2g Db2n Db3e Mc2w\n", &g);
	ck_assert_int_eq(at(&g, "c3"), '.');
	ck_assert_int_eq(position_count(&g.pos, GOLD, DOG), 1);
	char *w = record_write(&g, NULL, 0);
	ck_assert_ptr_nonnull(strstr(w, "\n2g Db2n Db3e Mc2w Dc3x\n"));
	free(w);
	game_free(&g);
}
END_TEST

START_TEST(capture_token_wrong_piece)
{
	replay_illegal(SETUPS "2g Mc2n Rc3x\n", 3, "2g",
		       FACTS("Rc3x", "c3", "camel", "rabbit"));
}
END_TEST

START_TEST(capture_token_wrong_square)
{
	replay_illegal(SETUPS "2g Mc2n Mf3x\n", 3, "2g", FACTS("Mf3x", "nothing", "f3"));
}
END_TEST

START_TEST(capture_token_when_nothing_fell)
{
	replay_illegal(SETUPS "2g Ee2n Ee3x\n", 3, "2g", FACTS("Ee3x", "nothing", "e3"));
}
END_TEST

START_TEST(capture_token_before_its_step)
{
	replay_illegal(SETUPS "2g Mc3x Mc2n\n", 3, "2g", FACTS("Mc3x", "nothing", "c3"));
}
END_TEST

/* --- illegal turns ------------------------------------------------- */

START_TEST(illegal_step_named_in_message)
{
	char *text = from_pieces(GOLD, "Dd4 hd5 Ra1 rh8", "2g Dd4w\n");
	replay_illegal(text, 2, "2g", FACTS("Dd4w", "frozen"));
	free(text);
}
END_TEST

START_TEST(step_off_the_board)
{
	char *text = from_pieces(GOLD, "Eh1 Ra1 rh8", "2g Eh1e\n");
	replay_illegal(text, 2, "2g", FACTS("Eh1e", "board"));
	free(text);
}
END_TEST

START_TEST(fifth_step)
{
	char *text = from_pieces(GOLD, "Ea1 Rh1 rh8", "2g Ea1n Ea2n Ea3n Ea4n Ea5n\n");
	replay_illegal(text, 2, "2g", FACTS("Ea5n", "four steps"));
	free(text);
}
END_TEST

START_TEST(push_left_unfinished)
{
	char *text = from_pieces(GOLD, "Ed4 dd5 Ra1 rh8", "2g dd5n\n");
	replay_illegal(text, 2, "2g",
		       FACTS("push", "dog", "d5", "stronger"));
	free(text);
}
END_TEST

START_TEST(null_move)
{
	char *text = from_pieces(GOLD, "Ed4 Ra1 rh8", "2g Ed4n Ed5s\n");
	replay_illegal(text, 2, "2g", FACTS("unchanged"));
	free(text);
}
END_TEST

START_TEST(label_without_steps_is_not_a_move_but_play_line_needs_one)
{
	struct game g;
	struct record_error err;
	replay_ok(SETUPS, &g);
	ck_assert_int_eq(record_play_line(&g, "2g", &err), 1);
	ck_assert_int_eq(record_play_line(&g, "", &err), 1);
	game_free(&g);
}
END_TEST

START_TEST(play_line_with_or_without_label)
{
	struct game g;
	struct record_error err;
	replay_ok(SETUPS, &g);
	ck_assert_int_eq(record_play_line(&g, "Ee2n Ee3n", &err), 0);
	ck_assert_int_eq(at(&g, "e4"), 'E');
	uint64_t h = g.pos.hash;
	size_t n = g.nmoves;
	ck_assert_int_eq(record_play_line(&g, "Ee4n", &err), 1);
	ck_assert_str_eq(err.move, "2s");
	ck_assert_ptr_nonnull(strstr(err.message, "step Ee4n: "));
	ck_assert_int_eq(record_play_line(&g, "3s ed7s", &err), 1);
	ck_assert_int_eq(record_play_line(&g, "2s ed7s Xx", &err), 1);
	ck_assert(g.pos.hash == h);
	ck_assert_uint_eq(g.nmoves, n);
	ck_assert_int_eq(record_play_line(&g, "2b ed7s", &err), 0);
	ck_assert_int_eq(record_play_line(&g, "resign", &err), 0);
	ck_assert_int_eq(g.winner, SILVER);
	game_free(&g);
}
END_TEST

START_TEST(play_line_setup)
{
	struct game g;
	struct record_error err;
	game_init(&g);
	ck_assert_int_eq(record_play_line(&g, "Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2", &err), 0);
	ck_assert_int_eq(record_play_line(&g, "Ra1 Rb1", &err), 1);
	ck_assert_int_eq(g.pos.side, SILVER);
	game_free(&g);
}
END_TEST

/* --- diagrams and the short form --------------------------------------- */

/* The spec's example diagram, piece by piece. */
static void check_spec_position(const struct position *pos)
{
	static const char *const ranks[8] = {
		"RRRR RRR", "HDCM CDH", "    R   ", "    E   ",
		"        ", "d   m   ", "h c echd", "rrrrrrrr"
	};
	for (int r = 0; r < 8; r++)
		for (int f = 0; f < 8; f++) {
			int p = pos->board[square_make(f, r)];
			char want = ranks[r][f] == ' ' ? '.' : ranks[r][f];
			ck_assert_msg(notation_piece_char(p) == want, "square %c%d", 'a' + f, r + 1);
		}
}

START_TEST(diagram_spec_example_read)
{
	struct record rec;
	parse_ok(spec_diagram, &rec);
	ck_assert(rec.has_position);
	ck_assert_int_eq(rec.start_number, 3);
	ck_assert_int_eq(rec.start.side, GOLD);
	ck_assert_uint_eq(rec.nlines, 0);
	check_spec_position(&rec.start);
	record_free(&rec);
}
END_TEST

START_TEST(diagram_written_canonically_as_in_spec)
{
	struct position pos;
	int number;
	char why[200];
	ck_assert_int_eq(record_read_position(spec_diagram, strlen(spec_diagram), &pos, &number, why, sizeof why), 0);
	char buf[DIAGRAM_SIZE];
	size_t n = diagram_write(&pos, number, buf, sizeof buf);
	ck_assert_uint_eq(n, strlen(spec_diagram));
	ck_assert_str_eq(buf, spec_diagram);
}
END_TEST

START_TEST(diagram_empty_squares_space_dot_x)
{
	static const char dots[] =
		"3g\n"
		" +-----------------+\n"
		"8| r r r r r r r r |\n"
		"7| h . c . e c h d |\n"
		"6| d . X . m X . . |\n"
		"5| . . . . . . . . |\n"
		"4| . . . . E . . . |\n"
		"3| . . x . R x . . |\n"
		"2| H D C M . C D H |\n"
		"1| R R R R . R R R |\n"
		" +-----------------+\n"
		"   a b c d e f g h\n";
	struct record rec;
	parse_ok(dots, &rec);
	check_spec_position(&rec.start);
	record_free(&rec);
}
END_TEST

START_TEST(diagram_with_trailing_spaces_trimmed)
{
	static const char trimmed[] =
		"2s\n"
		" +-----------------+\n"
		"8| r\n"
		"7|\n"
		"6|\n"
		"5|\n"
		"4|\n"
		"3|\n"
		"2|\n"
		"1|               R |\n"
		" +-----------------+\n";
	struct record rec;
	parse_ok(trimmed, &rec);
	ck_assert_int_eq(rec.start.side, SILVER);
	ck_assert_int_eq(rec.start_number, 2);
	ck_assert_int_eq(rec.start.board[notation_square_read("a8")], piece_make(SILVER, RABBIT));
	ck_assert_int_eq(rec.start.board[notation_square_read("h1")], piece_make(GOLD, RABBIT));
	ck_assert_int_eq(bb_count(position_occupied(&rec.start)), 2);
	record_free(&rec);
}
END_TEST

START_TEST(diagram_without_label_is_gold_to_play_move_2)
{
	static const char bare[] =
		"+-----------------+\n"
		"8 | r . . . . . . . |\n"
		"7 |\n6 |\n5 |\n4 |\n3 |\n2 |\n"
		"1 | . . . . . . . R |\n"
		"+-----------------+\n";
	struct record rec;
	parse_ok(bare, &rec);
	ck_assert(rec.has_position);
	ck_assert_int_eq(rec.start.side, GOLD);
	ck_assert_int_eq(rec.start_number, 2);
	ck_assert_int_eq(rec.start.board[notation_square_read("h1")], piece_make(GOLD, RABBIT));
	record_free(&rec);
}
END_TEST

START_TEST(labels_past_a_million_written_are_read)
{
	/* A game from a position at move 999999, silver to move: the writer
	 * labels the next turns 999999s, 1000000g, 1000000s; the reader must
	 * read every one of them back. */
	struct position pos = test_pieces(SILVER, "Ra1 Eh2 rh8 ea7");
	char sf[DIAGRAM_SHORT_SIZE], text[256];
	diagram_short_write(&pos, sf, sizeof sf);
	ck_assert_ptr_nonnull(strchr(sf, '['));
	snprintf(text, sizeof text, "999999s %s\n999999s ea7s\n1000000g Eh2w\n1000000s ea6s\n", strchr(sf, '['));
	struct game g;
	replay_ok(text, &g);
	ck_assert_int_eq(g.number, 1000001);
	char *out = record_write(&g, NULL, 0);
	ck_assert_ptr_nonnull(out);
	ck_assert_ptr_nonnull(strstr(out, "\n1000000g Eh2w\n"));
	ck_assert_ptr_nonnull(strstr(out, "\n1000000s ea6s\n"));
	struct game back;
	replay_ok(out, &back);
	ck_assert_int_eq(back.nmoves, g.nmoves);
	ck_assert_int_eq(back.number, 1000001);
	free(out);
	game_free(&back);
	game_free(&g);
	/* the largest number read, and one past it */
	int n;
	enum color c;
	ck_assert_int_eq(notation_label_read("2000000000s", 11, &n, &c), 0);
	ck_assert_int_eq(n, NOTATION_LABEL_MAX);
	ck_assert_int_eq(notation_label_read("2000000001s", 11, &n, &c), -1);
}
END_TEST

START_TEST(diagram_bad_square_names_its_line)
{
	char bad[sizeof spec_diagram];
	memcpy(bad, spec_diagram, sizeof spec_diagram);
	char *q = strstr(bad, "4|         E");
	q[11] = 'Q';
	parse_fails(bad, strlen(bad), 7, "not a piece");
}
END_TEST

START_TEST(diagram_cut_short)
{
	static const char cut[] = "3g\n +-----------------+\n8| r r r r r r r r |\n";
	parse_fails(cut, strlen(cut), 3, "cut short");
}
END_TEST

START_TEST(diagram_followed_by_moves)
{
	char text[1024];
	snprintf(text, sizeof text, "%s3g Ee4w Ed4w\n3s\n", spec_diagram);
	struct game g;
	replay_ok(text, &g);
	ck_assert_int_eq(at(&g, "c4"), 'E');
	ck_assert_int_eq(g.pos.side, SILVER);
	ck_assert_int_eq(g.number, 3);
	game_free(&g);
}
END_TEST

START_TEST(diagram_after_headers)
{
	char text[1024];
	snprintf(text, sizeof text, "Event: Puzzle\n\n%s", spec_diagram);
	struct record rec;
	parse_ok(text, &rec);
	ck_assert_str_eq(record_header(&rec, "Event"), "Puzzle");
	ck_assert(rec.has_position);
	record_free(&rec);
}
END_TEST

START_TEST(short_form_read_and_written)
{
	static const char sf[] = "g [rrrrrrrrhdcmecdh                                HDCMECDHRRRRRRRR]";
	struct position pos;
	int number;
	char why[200];
	ck_assert_int_eq(diagram_short_read(sf, strlen(sf), &pos, &number, why, sizeof why), 0);
	ck_assert_int_eq(pos.side, GOLD);
	ck_assert_int_eq(number, 2);
	ck_assert_int_eq(pos.board[notation_square_read("a8")], piece_make(SILVER, RABBIT));
	ck_assert_int_eq(pos.board[notation_square_read("a7")], piece_make(SILVER, HORSE));
	ck_assert_int_eq(pos.board[notation_square_read("d7")], piece_make(SILVER, CAMEL));
	ck_assert_int_eq(pos.board[notation_square_read("e7")], piece_make(SILVER, ELEPHANT));
	ck_assert_int_eq(pos.board[notation_square_read("e2")], piece_make(GOLD, ELEPHANT));
	ck_assert_int_eq(pos.board[notation_square_read("h1")], piece_make(GOLD, RABBIT));
	ck_assert_int_eq(bb_count(position_occupied(&pos)), 32);
	char out[DIAGRAM_SHORT_SIZE];
	ck_assert_uint_eq(diagram_short_write(&pos, out, sizeof out), strlen(sf));
	ck_assert_str_eq(out, sf);
}
END_TEST

START_TEST(short_form_of_spec_diagram)
{
	struct position pos;
	int number;
	char why[200];
	ck_assert_int_eq(record_read_position(spec_diagram, strlen(spec_diagram), &pos, &number, why, sizeof why), 0);
	char out[DIAGRAM_SHORT_SIZE];
	diagram_short_write(&pos, out, sizeof out);
	ck_assert_str_eq(out, "g [rrrrrrrrh c echdd   m               E       R   HDCM CDHRRRR RRR]");
}
END_TEST

START_TEST(short_form_silver_with_label_and_moves)
{
	struct game g;
	replay_ok("7s [rrrrrrrrhdcmecdh                                HDCMECDHRRRRRRRR]\n7s ee7s ee6s\n", &g);
	ck_assert_int_eq(at(&g, "e5"), 'e');
	ck_assert_int_eq(g.pos.side, GOLD);
	ck_assert_int_eq(g.number, 8);
	game_free(&g);
}
END_TEST

START_TEST(short_form_wrong_length_or_piece)
{
	struct position pos;
	int number;
	char why[200];
	ck_assert_int_eq(diagram_short_read("g [rrr]", 7, &pos, &number, why, sizeof why), -1);
	ck_assert_ptr_nonnull(strstr(why, "64"));
	static const char bad[] = "s [rrrrrrrrhdcmecdh                         Q      HDCMECDHRRRRRRRR]";
	ck_assert_int_eq(diagram_short_read(bad, strlen(bad), &pos, &number, why, sizeof why), -1);
	ck_assert_ptr_nonnull(strstr(why, "'Q'"));
	ck_assert_int_eq(diagram_short_read("q [", 3, &pos, &number, why, sizeof why), -1);
}
END_TEST

/* No position reached by play has a piece alone on a trap (it is captured
 * in the step that leaves it so), and the core's turns take that as given:
 * the readers refuse one, naming the square (a fuzzer found a diagram with
 * three such pieces whose next step captured them all). */
START_TEST(position_with_a_piece_alone_on_a_trap_is_refused)
{
	struct position pos;
	int number;
	char why[200];
	static const char alone[] = "g [rrrrrrrrhdcmecdh                             e  HDCMECDHRRRRRRRR]";
	ck_assert_int_eq(diagram_short_read(alone, strlen(alone), &pos, &number, why, sizeof why), -1);
	ck_assert_ptr_nonnull(strstr(why, "elephant on f3")); /* beside gold pieces only */
	ck_assert_ptr_nonnull(strstr(why, "trap"));
	/* beside a friend it stands */
	static const char held[] = "g [rrrrrrrrhdcmecdh                            de  HDCMECDHRRRRRRRR]";
	ck_assert_int_eq(diagram_short_read(held, strlen(held), &pos, &number, why, sizeof why), 0);
	/* a board diagram: the line of rank 3 is named */
	static const char board[] =
		"2g\n"
		" +-----------------+\n"
		"8| r r r r r r r r |\n"
		"7| h d c m e c d h |\n"
		"6|     x     x     |\n"
		"5|                 |\n"
		"4|                 |\n"
		"3|     x     D     |\n"
		"2| H D C M E   D H |\n"
		"1| R R R R R R R R |\n"
		" +-----------------+\n";
	struct record rec;
	struct record_error err;
	ck_assert_int_eq(record_parse(board, strlen(board), &rec, &err), -1);
	ck_assert_int_eq(err.line, 8);
	ck_assert_ptr_nonnull(strstr(err.message, "dog on f3"));
	record_free(&rec);
}
END_TEST

START_TEST(diagram_any_set_of_pieces)
{
	char *text = from_pieces(SILVER, "Ee4 Ra1 ra8 rb8 ee5 me6", "2s ee5w\n");
	struct game g;
	replay_ok(text, &g);
	ck_assert_int_eq(at(&g, "d5"), 'e');
	game_free(&g);
	free(text);
}
END_TEST

/* --- writing ------------------------------------------------------ */

START_TEST(write_canonical_with_headers)
{
	struct game g;
	replay_ok("1w Ra1 Rb1 Rc1 Cd1 Re1 Rf1 Dg1 Rh1 Ra2 Db2 Mc2 Cd2 Ee2 Hf2 Hg2 Rh2\n"
		  "1b ed7 mg7 he7 df7 ce8 hb7 dc7 cd8 ra7 rh7 ra8 rb8 rc8 rf8 rg8 rh8\n"
		  "2w Ee2n\n2b ed7s\n3w\n", &g);
	struct record_header h[2] = { { "Event", "Test game", NULL }, { "White", "someone", NULL } };
	char *w = record_write(&g, h, 2);
	ck_assert_str_eq(w, "Event: Test game\nWhite: someone\n\n" SETUPS "2g Ee2n\n2s ed7s\n");
	free(w);
	game_free(&g);
}
END_TEST

/* The result headers of both conventions, read by one function:
 * arimaa.com's (ResultCode the winner, w/g or b/s; ReasonCode the reason)
 * and AEI's round-robin files (Result the winner, ResultCode the reason). */
START_TEST(result_headers_of_both_conventions)
{
	static const struct {
		const char *result, *result_code, *reason_code;
		char winner, reason;
	} cases[] = {
		{ "0-1", "b", "g", 'b', 'g' },      /* arimaa.com's */
		{ NULL, "b", "g", 'b', 'g' },
		{ NULL, "g", "t", 'w', 't' },       /* g for Gold beside a ReasonCode */
		{ NULL, "s", "r", 'b', 'r' },
		{ NULL, "w", NULL, 'w', 0 },
		{ NULL, "s", NULL, 'b', 0 },        /* no Result: the winner */
		{ "1-0", "g", NULL, 'w', 'g' },     /* AEI's: the reason */
		{ "1-0", "s", NULL, 'w', 's' },     /* score, not Silver */
		{ "0-1", "t", NULL, 'b', 't' },
		{ "0-1", "b", NULL, 'b', 0 },       /* a winner twice: no reason */
		{ "1-0", "zz", NULL, 'w', 0 },
		{ NULL, NULL, "g", 0, 'g' },
		{ "draw", NULL, NULL, 0, 0 },
		{ NULL, NULL, NULL, 0, 0 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char winner = 'x', reason = 'x';
		record_result_said(cases[i].result, cases[i].result_code, cases[i].reason_code, &winner, &reason);
		ck_assert_msg(winner == cases[i].winner && reason == cases[i].reason,
			      "case %zu: winner %d reason %d", i, winner, reason);
	}
}
END_TEST

START_TEST(write_twice_same_bytes_and_reads_back_same_game)
{
	struct game g, back;
	replay_ok(SETUPS "2g Mc2n Ee2n\n2s ed7s\n3g Db2n Db3e\n", &g);
	struct record_header h[1] = { { "Event", "x", NULL } };
	char *a = record_write(&g, h, 1);
	char *b = record_write(&g, h, 1);
	ck_assert_str_eq(a, b);
	replay_ok(a, &back);
	ck_assert(back.pos.hash == g.pos.hash);
	ck_assert_uint_eq(back.nmoves, g.nmoves);
	char *c = record_write(&back, h, 1);
	ck_assert_str_eq(a, c);
	free(a);
	free(b);
	free(c);
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(write_game_from_diagram_starts_with_it)
{
	char text[1024];
	snprintf(text, sizeof text, "%s3g Ee4w Ed4w\n", spec_diagram);
	struct game g, back;
	replay_ok(text, &g);
	char *w = record_write(&g, NULL, 0);
	ck_assert_str_eq(w, text);
	replay_ok(w, &back);
	ck_assert(back.pos.hash == g.pos.hash);
	free(w);
	game_free(&g);
	game_free(&back);
}
END_TEST

START_TEST(write_resignation)
{
	struct game g;
	replay_ok(SETUPS "2g Ee2n\n2s resign\n", &g);
	char *w = record_write(&g, NULL, 0);
	ck_assert_str_eq(w, SETUPS "2g Ee2n\n2s resign\n");
	free(w);
	game_free(&g);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("notation_record");
	TCase *tc = tcase_create("files");
	tcase_add_test(tc, headers_key_value_then_blank_line);
	tcase_add_test(tc, game_file_replays_setups_and_turn);
	tcase_add_test(tc, crlf_line_ends_read_like_lf);
	tcase_add_test(tc, file_without_headers_is_a_record);
	tcase_add_test(tc, header_value_may_hold_any_bytes);
	tcase_add_test(tc, empty_text_is_not_a_record);
	tcase_add_test(tc, nul_byte_is_not_a_record);
	tcase_add_test(tc, prose_is_not_a_record);
	tcase_add_test(tc, truncated_token_is_an_error_with_line_and_label);
	tcase_add_test(tc, setup_and_steps_on_one_line_is_an_error);
	tcase_add_test(tc, hostile_bytes_never_crash);
	tcase_add_test(tc, huge_line_is_refused_cleanly);
	suite_add_tcase(s, tc);
	tc = tcase_create("lines");
	tcase_add_test(tc, labels_w_b_read_as_g_s);
	tcase_add_test(tc, bare_trailing_label_says_whose_turn);
	tcase_add_test(tc, bare_label_for_the_wrong_side_is_an_error);
	tcase_add_test(tc, continuation_line_joins_previous_move);
	tcase_add_test(tc, takeback_undoes_the_turn_before_and_label_repeats);
	tcase_add_test(tc, takeback_with_nothing_to_take_back);
	tcase_add_test(tc, resign_ends_the_game_for_the_other_side);
	tcase_add_test(tc, move_for_the_wrong_side);
	tcase_add_test(tc, move_number_out_of_order);
	tcase_add_test(tc, steps_before_setup);
	tcase_add_test(tc, label_without_steps_is_not_a_move_but_play_line_needs_one);
	tcase_add_test(tc, play_line_with_or_without_label);
	tcase_add_test(tc, play_line_setup);
	tcase_add_test(tc, pasted_movelist_splits_at_backslash_n);
	tcase_add_test(tc, pasted_movelist_continuation_reads_as_split_lines);
	tcase_add_test(tc, scan_and_stream_read_as_parse_and_replay);
	tcase_add_test(tc, scan_refuses_a_bad_line_after_an_illegal_move);
	tcase_add_test(tc, record_error_worded_one_way);
	tcase_add_test(tc, record_result_in_words);
	tcase_add_test(tc, record_result_against_the_board);
	suite_add_tcase(s, tc);
	tc = tcase_create("setups");
	tcase_add_test(tc, setup_any_order_sixteen_pieces);
	tcase_add_test(tc, setup_piece_off_home_ranks);
	tcase_add_test(tc, setup_piece_of_the_other_side);
	tcase_add_test(tc, setup_two_pieces_on_one_square);
	tcase_add_test(tc, setup_wrong_pieces);
	tcase_add_test(tc, setup_after_setups);
	suite_add_tcase(s, tc);
	tc = tcase_create("captures");
	tcase_add_test(tc, capture_token_in_place_accepted);
	tcase_add_test(tc, missing_capture_token_accepted_and_written_back);
	tcase_add_test(tc, capture_token_written_later_in_the_turn_accepted);
	tcase_add_test(tc, capture_of_a_friend_left_alone_on_the_trap);
	tcase_add_test(tc, capture_token_wrong_piece);
	tcase_add_test(tc, capture_token_wrong_square);
	tcase_add_test(tc, capture_token_when_nothing_fell);
	tcase_add_test(tc, capture_token_before_its_step);
	suite_add_tcase(s, tc);
	tc = tcase_create("illegal");
	tcase_add_test(tc, illegal_step_named_in_message);
	tcase_add_test(tc, step_off_the_board);
	tcase_add_test(tc, fifth_step);
	tcase_add_test(tc, push_left_unfinished);
	tcase_add_test(tc, null_move);
	suite_add_tcase(s, tc);
	tc = tcase_create("diagrams");
	tcase_add_test(tc, diagram_spec_example_read);
	tcase_add_test(tc, diagram_written_canonically_as_in_spec);
	tcase_add_test(tc, diagram_empty_squares_space_dot_x);
	tcase_add_test(tc, diagram_with_trailing_spaces_trimmed);
	tcase_add_test(tc, diagram_without_label_is_gold_to_play_move_2);
	tcase_add_test(tc, labels_past_a_million_written_are_read);
	tcase_add_test(tc, diagram_bad_square_names_its_line);
	tcase_add_test(tc, diagram_cut_short);
	tcase_add_test(tc, diagram_followed_by_moves);
	tcase_add_test(tc, diagram_after_headers);
	tcase_add_test(tc, short_form_read_and_written);
	tcase_add_test(tc, short_form_of_spec_diagram);
	tcase_add_test(tc, short_form_silver_with_label_and_moves);
	tcase_add_test(tc, short_form_wrong_length_or_piece);
	tcase_add_test(tc, position_with_a_piece_alone_on_a_trap_is_refused);
	tcase_add_test(tc, diagram_any_set_of_pieces);
	suite_add_tcase(s, tc);
	tc = tcase_create("writing");
	tcase_add_test(tc, write_canonical_with_headers);
	tcase_add_test(tc, result_headers_of_both_conventions);
	tcase_add_test(tc, write_twice_same_bytes_and_reads_back_same_game);
	tcase_add_test(tc, write_game_from_diagram_starts_with_it);
	tcase_add_test(tc, write_resignation);
	suite_add_tcase(s, tc);
	return s;
}
