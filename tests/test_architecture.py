"""The house rules the code itself can check: one-way imports, no modules found by name,
one skeleton per game, no private fields used from outside their module.

The import graph is read from the sources (`ast`), every `import` counted wherever
it stands: at the top, inside a function, or under `TYPE_CHECKING`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

import igroteka
from igroteka.games import PACKAGES

ROOT = Path(igroteka.__file__).parent

# Modules that import a module named by configuration, not by the code: the server imports
# the games a deployment adds (`IGROTEKA_GAME_MODULES`), and a bot worker the module that
# registers a game it is sent (removed by another branch). Nothing else may.
IMPORTS_BY_NAME = frozenset({"igroteka/server/app.py", "igroteka/server/bot_pool.py"})
ROLE_FILES = ("game.py", "state.py", "actions.py", "views.py", "notation.py", "texts.py",
              "bots.py", "protocol.py", "rules.ru.md", "rules.en.md")


@cache
def modules() -> dict[str, tuple[Path, ast.Module]]:
    """Every module of igroteka by dotted name (a package by its own name), parsed."""
    found = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = (path, ast.parse(path.read_text(encoding="utf-8")))
    return found


def imported(name: str) -> set[str]:
    """The igroteka modules that module `name` imports (a name imported from a package
    counts as its submodule when there is one, else as the package)."""
    path, tree = modules()[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    known = modules()
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            for alias in node.names:
                if f"{source}.{alias.name}" in known:
                    out.add(f"{source}.{alias.name}")
                elif source in known:
                    out.add(source)
    out.discard(name)
    return out


def cycles() -> list[set[str]]:
    """The strongly connected components of the import graph with more than one module."""
    graph = {name: imported(name) for name in modules()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(component)

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_the_import_graph_reader_sees_every_kind_of_import():
    # The reader must count what the rule forbids, or the test below proves nothing.
    assert "igroteka.games.kozel.state" in imported("igroteka.games.kozel.game")
    assert "igroteka.games.kozel.protocol" in imported("igroteka.games.kozel.views")
    assert "igroteka.games" in imported("igroteka.engine.registry")  # inside a function
    assert "igroteka.bench.server_load" in imported("igroteka.cli.bench")  # inside a function


def test_no_import_cycles():
    unexpected = [sorted(c) for c in cycles()]
    assert unexpected == []


def _calls_by_name(tree: ast.Module) -> Iterator[ast.Call]:
    """Calls that import a module whose name is computed (not a string literal)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in ("import_module", "__import__", "find_spec", "iter_modules", "walk_packages"):
            literal = node.args and isinstance(node.args[0], ast.Constant)
            if not literal or name in ("iter_modules", "walk_packages"):
                yield node


def test_no_module_is_found_by_a_computed_name():
    offenders = []
    for path, tree in modules().values():
        relative = path.relative_to(ROOT.parent).as_posix()
        if relative in IMPORTS_BY_NAME:
            continue
        offenders += [f"{relative}:{call.lineno}" for call in _calls_by_name(tree)]
    assert offenders == []


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__.rpartition(".")[2])
def test_every_game_has_the_role_files(package):
    folder = Path(package.__file__).parent
    missing = [name for name in ROLE_FILES if not (folder / name).is_file()]
    if not (folder / "options.py").is_file() and not (folder / "options.toml").is_file():
        missing.append("options.py or options.toml")
    assert missing == []
    assert package.GAME is package.game.GAME


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__.rpartition(".")[2])
def test_only_the_game_module_imports_the_state(package):
    state = f"{package.__name__}.state"
    importers = {name for name in modules() if state in imported(name)}
    assert f"{package.__name__}.game" in importers
    assert importers <= {package.__name__, f"{package.__name__}.game"}


def _private_names(tree: ast.Module) -> set[str]:
    """The `_names` a module defines: its functions, methods, classes and attributes."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return {n for n in names if n.startswith("_") and not n.endswith("__")}


def private_uses(tree: ast.Module, defined: set[str]) -> list[tuple[int, str]]:
    """Uses of `defined` private names (igroteka's own) that the module does not define,
    on anything but `self` or `cls` (a base class's attribute is the class's own)."""
    own = _private_names(tree)
    uses = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr in defined and node.attr not in own
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            uses.append((node.lineno, node.attr))
    return uses


def test_the_private_field_reader_sees_a_helper_reaching_into_the_state():
    helper = ast.parse("def give(state, seat):\n    return state._givable(seat)\n")
    assert private_uses(helper, {"_givable"}) == [(2, "_givable")]
    own = ast.parse("class S:\n    def _givable(self):\n        return other._givable()\n")
    assert private_uses(own, {"_givable"}) == []


def test_no_private_field_is_used_outside_its_module():
    defined = set().union(*(_private_names(tree) for _, tree in modules().values()))
    offenders = [
        f"{path.relative_to(ROOT.parent).as_posix()}:{line} .{attr}"
        for path, tree in modules().values()
        for line, attr in private_uses(tree, defined)
    ]
    assert offenders == []
