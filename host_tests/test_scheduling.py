"""make test's workers (host_tests/conftest.py): a module of ONE_WORKER goes whole to one
worker, every other test alone, in the order the workers collected them (the slowest
first); and each module of ONE_WORKER has the module-scoped fixture it is there for."""

import ast
import os
import types
from typing import Any

import conftest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Config:
    def __init__(self, dist="load"):
        self.option = types.SimpleNamespace(
            dist=dist, tx=["3*popen"], numprocesses=3, loadscopereorder=True
        )

    def getvalue(self, name):
        return getattr(self.option, name)


class Worker:
    """What the scheduler asks of a worker: tests sent to it, by their index."""

    def __init__(self, name):
        self.gateway = types.SimpleNamespace(id=name)
        self.shutting_down = False
        self.sent = []
        self.done = set()

    def send_runtest_some(self, indexes):
        self.sent.extend(indexes)

    def shutdown(self):
        self.shutting_down = True


def _run(collection, workers=3):
    # (Worker stands in for xdist's WorkerController)
    scheduler: Any = conftest.pytest_xdist_make_scheduler(Config(), None)
    nodes = [Worker("gw%d" % i) for i in range(workers)]
    for node in nodes:
        scheduler.add_node(node)
        scheduler.add_node_collection(node, collection)
    scheduler.schedule()
    # each worker works through what it has, and is given more while any is left
    while scheduler.workqueue:
        for node in nodes:
            waiting = [i for i in node.sent if i not in node.done]
            if waiting:
                node.done.add(waiting[0])
                scheduler.mark_test_complete(node, waiting[0])
    return {node.gateway.id: [collection[i] for i in node.sent] for node in nodes}


def test_a_module_of_one_worker_goes_whole_to_one_worker_the_rest_test_by_test():
    cards = conftest.ONE_WORKER[0]
    # as a worker sorted them: the slowest first, the module's quick ones further down
    collection = ["host_tests/test_pico.py::test_a", cards + "::test_drawn_first"]
    collection += ["host_tests/test_sim.py::test_%d" % i for i in range(12)]
    collection += [cards + "::test_%d" % i for i in range(5)]
    sent = _run(collection)
    holders = [w for w, tests in sent.items() if any(t.startswith(cards) for t in tests)]
    assert len(holders) == 1, sent
    ours = [t for t in sent[holders[0]] if t.startswith(cards)]
    # one after the other, in the order collected, where its slowest stood
    assert ours == [cards + "::test_drawn_first"] + [cards + "::test_%d" % i for i in range(5)]
    start = sent[holders[0]].index(ours[0])
    assert sent[holders[0]][start : start + 6] == ours
    # every other test went alone: the three workers share them
    others = {w: [t for t in tests if "test_sim" in t] for w, tests in sent.items()}
    assert sum(len(v) for v in others.values()) == 12
    assert sum(1 for v in others.values() if v) >= 2, others
    # and the first tests given out are the first collected: the slowest start at once
    firsts = {tests[0] for tests in sent.values()}
    assert "host_tests/test_pico.py::test_a" in firsts


def test_another_dist_keeps_xdists_own_scheduler():
    assert conftest.pytest_xdist_make_scheduler(Config("loadfile"), None) is None


def test_each_module_of_one_worker_has_a_module_scoped_fixture():
    for module in conftest.ONE_WORKER:
        with open(os.path.join(ROOT, module), encoding="utf8") as f:
            tree = ast.parse(f.read())
        scoped = [
            node.name
            for node in tree.body
            if isinstance(node, ast.FunctionDef)
            and any(
                isinstance(d, ast.Call)
                and any(k.arg == "scope" and getattr(k.value, "value", None) == "module"
                        for k in d.keywords)
                for d in node.decorator_list
            )
        ]  # fmt: skip
        assert scoped, module
