"""kiwisolver side of LayoutBenchmark.

Run by `swift run -c release LayoutBenchmark` as
    python3 kiwi_bench.py <shape> <n> <repetitions> <budget seconds> <output.json>
It builds exactly the layout that Sources/LayoutBenchmark/Layout.swift builds (same variables,
constraints, strengths and order), times the same operations and writes times, heap use and
the solved values as JSON for the Swift side to compare.

Heap use is glibc's mallinfo2() (uordblks + hblkhd) before and after adding the constraints.
The Python objects (variables, expressions, constraints) are created before the measurement,
and pymalloc keeps small Python objects in mmap'ed arenas that mallinfo does not see, so the
delta is kiwi's own C++ allocations: its rows, cells and maps.
"""

import ctypes
import json
import statistics
import sys
import time

import kiwisolver as kiwi

FACTORS = [1.0, 1.2, 0.8, 1.4, 0.9, 1.1]
RESIZES = 60
CHURN_OPERATIONS = 20


class View:
    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    def variables(self):
        return [self.left, self.top, self.width, self.height]


def per_view_layout(n, constraints_of, size):
    """A container and `n` views, each view adding `constraints_of(i, view, views, container)`
    in order; the churned constraint is the first one of view n // 2, as on the Swift side."""
    container = View("container")
    views = [View("view%d" % i) for i in range(n)]
    constraints = [container.left == 0, container.top == 0]
    churn = 0
    for i, view in enumerate(views):
        if i == n // 2:
            churn = len(constraints)
        constraints += constraints_of(i, view, views, container)
    return container, views, constraints, churn, size


def filling_last(layout):
    """`layout` with its last view's trailing edge on the container's."""
    container, views, constraints, churn, size = layout
    last = views[-1]
    constraints.append(last.left + last.width == container.width)
    return container, views, constraints, churn, size


def row_layout(n):
    def constraints_of(i, view, views, container):
        if i == 0:
            placed = [view.left == 0]
        else:
            previous = views[i - 1]
            placed = [view.left == previous.left + previous.width + 8,
                      view.width == views[0].width]
        return placed + [view.top == 8, view.height == 44]
    return filling_last(per_view_layout(n, constraints_of, (20.0 * n + 100, 600.0)))


def stack_layout(n):
    def constraints_of(i, view, views, container):
        return [view.left == container.left + float(i % 20) * 4,
                view.top == container.top + float(i) * 2,
                view.width == 100 + float(i % 7),
                view.height == 20]
    return per_view_layout(n, constraints_of, (1000.0, 2.0 * n + 100))


def nesting_layout(n):
    def constraints_of(i, view, views, container):
        parent = container if i == 0 else views[i - 1]
        return [view.left == parent.left + 2,
                view.top == parent.top + 2,
                view.left + view.width == parent.left + parent.width - 2,
                view.top + view.height == parent.top + parent.height - 2]
    return per_view_layout(n, constraints_of, (4.0 * n + 200, 4.0 * n + 200))


def grid_layout(n):
    side = 10
    container = View("container")
    views = [View("cell%d" % i) for i in range(side * side)]
    constraints = [container.left == 0, container.top == 0]
    churn = 0
    for r in range(side):
        for c in range(side):
            cell = views[r * side + c]
            if r == side // 2 and c == side // 2:
                churn = len(constraints)
            if c == 0:
                constraints.append(cell.left == container.left + 8)
            else:
                left = views[r * side + c - 1]
                constraints.append(cell.left == left.left + left.width + 8)
            if r == 0:
                constraints.append(cell.top == container.top + 8)
            else:
                above = views[(r - 1) * side + c]
                constraints.append(cell.top == above.top + above.height + 8)
            if c > 0:
                constraints.append(cell.width == views[r * side].width)
            if r > 0:
                constraints.append(cell.height == views[c].height)
            if c == side - 1:
                constraints.append(
                    cell.left + cell.width + 8 == container.left + container.width)
            if r == side - 1:
                constraints.append(
                    cell.top + cell.height + 8 == container.top + container.height)
    return container, views, constraints, churn, (1000.0, 800.0)


def center_x(view):
    return view.left + view.width * 0.5


def center_line_layout(n):
    def constraints_of(i, view, views, container):
        line = container.width * 0.5 if i == 0 else center_x(views[0])
        return [center_x(view) == line,
                view.top == float(i) * 2,
                view.width == 100 + float(i % 7),
                view.height == 20]
    return per_view_layout(n, constraints_of, (1000.0, 2.0 * n + 100))


def edge_layout(n):
    def constraints_of(i, view, views, container):
        edge = view.left == 20 if i == 0 else view.left == views[0].left
        return [edge,
                view.left + view.width == container.width - 20,
                view.top == float(i) * 2,
                view.height == 20]
    return per_view_layout(n, constraints_of, (1000.0, 2.0 * n + 100))


def multiplier(i):
    return 1 + (i % 4) * 0.5


def proportional_layout(n):
    def constraints_of(i, view, views, container):
        if i == 0:
            placed = [view.left == 0]
        else:
            previous = views[i - 1]
            placed = [view.left == previous.left + previous.width,
                      view.width == views[0].width * multiplier(i)]
        return placed + [view.top == 0, view.height == container.height * 0.5]
    return filling_last(per_view_layout(n, constraints_of, (20.0 * n + 100, 600.0)))


LAYOUTS = {"row": row_layout, "stack": stack_layout, "nesting": nesting_layout,
           "grid": grid_layout, "centerLine": center_line_layout, "edge": edge_layout,
           "proportional": proportional_layout}


class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
        "uordblks", "fordblks", "keepcost")]


LIBC = ctypes.CDLL("libc.so.6")
LIBC.mallinfo2.restype = MallInfo2


def heap_in_use():
    info = LIBC.mallinfo2()
    return info.uordblks + info.hblkhd


def per_operation(repetitions, deadline, operations, body):
    """Median seconds per call of `body` over rounds of `operations` calls.

    Rounds repeat until there are at least `repetitions` of them and a quarter of a second of
    samples (as on the Swift side), so sub-millisecond cases get a stable median. Slow cases stop
    at `deadline`, keeping at least one call, so they still report a time instead of running into
    the Swift side's timeout."""
    rounds = []
    total = 0.0
    while len(rounds) < repetitions or (total < 0.25 and len(rounds) < 1000):
        begin = time.perf_counter()
        done = 0
        while done < operations:
            body(done)
            done += 1
            if time.perf_counter() > deadline:
                break
        elapsed = time.perf_counter() - begin
        total += elapsed
        rounds.append(elapsed / done)
        if time.perf_counter() > deadline:
            break
    return statistics.median(rounds)


def main():
    shape, n, repetitions, budget, output = (
        sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5])
    container, views, constraints, churn, base = LAYOUTS[shape](n)
    variables = container.variables() + [v for view in views for v in view.variables()]
    sizes = [(base[0] * f, base[1] * f) for f in FACTORS]
    original = constraints[churn]
    # The same relation with its constant moved by 4, built before any timing.
    alternative = constraints[churn].expression() - 4 == 0
    started = time.perf_counter()

    def build():
        solver = kiwi.Solver()
        solver.addEditVariable(container.width, "strong")
        solver.addEditVariable(container.height, "strong")
        solver.suggestValue(container.width, sizes[0][0])
        solver.suggestValue(container.height, sizes[0][1])
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return solver

    before = heap_in_use()
    solver = build()
    heap = heap_in_use() - before
    values_build = [v.value() for v in variables]

    def rebuild(_):
        nonlocal solver
        solver = build()

    build_time = per_operation(repetitions, started + 0.4 * budget, 1, rebuild)

    def resize(index):
        width, height = sizes[index % len(sizes)]
        solver.suggestValue(container.width, width)
        solver.suggestValue(container.height, height)
        solver.updateVariables()

    resize_time = per_operation(repetitions, started + 0.6 * budget, RESIZES, resize)
    # End on the size the full loop ends on, as the Swift side does, before comparing values.
    resize(RESIZES - 1)
    values_resize = [v.value() for v in variables]

    def churn_once(_):
        solver.removeConstraint(original)
        solver.addConstraint(original)

    churn_time = per_operation(repetitions, started + 0.8 * budget, CHURN_OPERATIONS, churn_once)

    current = original

    def change_constant(_):
        nonlocal current
        replacement = alternative if current is original else original
        solver.removeConstraint(current)
        solver.addConstraint(replacement)
        current = replacement

    constant_time = per_operation(repetitions, started + budget, CHURN_OPERATIONS, change_constant)

    with open(output, "w") as handle:
        json.dump({
            "constraints": len(constraints) + 2,
            "build": build_time,
            "resize": resize_time,
            "churn": churn_time,
            "constant": constant_time,
            "heap": heap,
            "valuesAfterBuild": values_build,
            "valuesAfterResize": values_resize,
        }, handle)


if __name__ == "__main__":
    main()
