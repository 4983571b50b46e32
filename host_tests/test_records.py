"""Records in the MicroPython VM with the fake board: every game's end counts for every
seat's name, a shared win counts as shared (exactly, in sixtieths), the Records pages,
the bound of 24 names (the least recent dropped) and a reset that asks first.  And the
records module's arithmetic on CPython."""

import pytest

import registry
from store import records
from test_crash import scenario, vm  # noqa: F401  (the shared VM fixture)


def test_games_played_and_won_per_name_and_the_records_page(vm):  # noqa: F811
    (first, later, files), _console = scenario(vm, "records()")
    (w1,), (w2,) = first["results"]
    names = ["Ann", "Bob", "Cy"]
    book = first["data"]["names"]
    assert sorted(book) == names
    for seat, name in enumerate(names):
        assert book[name]["ratscrew"] == [2, 60 * ([w1, w2].count(seat)), -1]
    games = [registry.title(g) for g in registry.GAMES]  # a page for every game
    assert first["menu"] == ["Records", *games, "Reset records"]
    page = first["page"]  # rows of cells: x, text, x, text, ...
    assert page[0][1::2] == ["name", "games", "won"]
    assert sorted(line[1] for line in page[1:]) == names
    assert [line[1::2] for line in page[1:]] == [
        [name, str(book[name]["ratscrew"][0]), records.wins_text(book[name]["ratscrew"][1])]
        for name in [line[1] for line in page[1:]]
    ]
    assert {line[4] for line in page} == {80}  # the wins in one column
    # a win shared by all three: 20 sixtieths each; then one for Bob
    assert later["owed"] == first["data"]["n"]  # not yet on the flash under the key
    assert later["data2"]["n"] == first["data"]["n"] + 2
    after = {n: e["ratscrew"][1] for n, e in later["data2"]["names"].items()}
    before = {n: e["ratscrew"][1] for n, e in book.items()}
    assert after == {"Ann": before["Ann"] + 20, "Bob": before["Bob"] + 80, "Cy": before["Cy"] + 20}
    # 30 new names: 24 kept, the six that played least recently dropped
    kept = later["names3"]
    assert len(kept) == 24 and "Ann" in kept and "Bob" in kept
    assert {"N%d" % i for i in range(8, 30)} <= set(kept) and "Cy" not in kept
    assert later["ask"] == ["Forget every record of", "every game?"]
    assert later["kept"] == 24  # B said no
    assert later["emptied"] == ["no games yet"]
    assert "records.json" in files["files"]


@pytest.mark.parametrize(
    "won,text",
    [(0, "0"), (60, "1"), (30, "1/2"), (20, "1/3"), (150, "2 1/2"), (35, "7/12"), (12, "1/5")],
)
def test_shared_wins_are_shown_exactly(won, text):
    assert records.wins_text(won) == text


def test_a_long_fraction_is_rounded_to_fit_the_line():
    data = {"v": 1, "n": 1, "names": {"Dave": {"t": 1, "equi": [123, 60 * 12 + 47, 31]}}}
    assert records.rows(data, "equi") == [("Dave", 123, "12.78", 31)]
    assert records.rows(data, "ratscrew") == []
