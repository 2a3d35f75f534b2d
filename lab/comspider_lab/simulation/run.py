"""Run the comparison: one world, several policies (in parallel processes when asked)."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Sequence
from dataclasses import dataclass

from comspider.scheduling.visit_policy import PolicyConfig
from comspider_lab.simulation.engine import SimResult, simulate
from comspider_lab.simulation.outlets import offline_web_outlets, paper_outlets
from comspider_lab.simulation.world import World, WorldSpec, make_world

POLICIES = ("immediate", "fixed", "paper", "learned", "complete")
DEFAULT_POLICIES = ("paper", "learned", "complete")
ABLATIONS = (
    "learned-wait-only",
    "learned-revisits-only",
    "learned-mean-wait",
    "complete-no-yield",
    "complete-best-guess",
    "complete-2-visits",
)


@dataclass(frozen=True, slots=True)
class Knobs:
    fixed_hours: float = 1.0
    servers: int = 1
    min_comments: int = 10
    max_visits: int = 3
    mean_service_prior: float = 34.37


def policy_config(name: str, knobs: Knobs) -> PolicyConfig:
    common = {"servers": knobs.servers, "min_comments": knobs.min_comments, "max_visits": knobs.max_visits}
    if name == "immediate":
        return PolicyConfig.immediate(**{**common, "max_visits": 1})
    if name == "fixed":
        return PolicyConfig.fixed(knobs.fixed_hours, **common)
    if name == "paper":
        return PolicyConfig.paper(**common)
    if name == "learned":
        return PolicyConfig.learned(**common)
    if name == "complete":
        return PolicyConfig.complete(**common)
    if name == "complete-no-yield":  # revisits never give way to new pages
        return PolicyConfig.complete(name="complete, no yielding", busy_gain=1e-9, **common)
    if name == "complete-best-guess":  # the next visit planned on the pace's best guess
        return PolicyConfig.complete(
            name="complete, plan on the best guess", plan_quantile=0.5, plan_spread=0.0, **common
        )
    if name == "complete-2-visits":
        return PolicyConfig.complete(name="complete, 2 visits at most", **{**common, "max_visits": 2})
    if name.startswith("complete@"):  # complete@GAIN: the completeness policy stopping below GAIN
        gain = float(name.partition("@")[2])
        return PolicyConfig.complete(name=f"complete@{gain:g}", min_gain=gain, **common)
    if name == "learned-wait-only":
        return PolicyConfig.learned(name="learned T_W, paper revisits", revisit="back", **common)
    if name == "learned-revisits-only":
        return PolicyConfig.learned(
            name="paper T_W, learned revisits", wait="fixed", queue_length="all", **common
        )
    if name.startswith("learned@"):  # learned@NU: the learned policy with nu = NU per hour
        nu = float(name.partition("@")[2])
        return PolicyConfig.learned(name=f"learned, ν = {nu:g}/h", time_value=nu, **common)
    if name == "learned-mean-wait":
        return PolicyConfig.learned(name="learned, T_W = outlet mean", wait_rule="mean", **common)
    raise ValueError(
        f"unknown policy {name!r}; choose from {', '.join(POLICIES + ABLATIONS)}, learned@NU or complete@GAIN"
    )


WORLDS = ("paper", "offline-web")  # whose outlets: Table IV's, or the offline web's
_WORLDS: dict[tuple[WorldSpec, float, str], World] = {}  # per worker process


def _world(spec: WorldSpec, uncommented_share: float, kind: str) -> World:
    key = (spec, uncommented_share, kind)
    if key not in _WORLDS:
        _WORLDS.clear()
        _WORLDS[key] = build_world(spec, uncommented_share, kind)
    return _WORLDS[key]


def _run(args: tuple[WorldSpec, float, str, PolicyConfig, float, int]) -> SimResult:
    spec, share, kind, config, prior, seed = args
    return simulate(_world(spec, share, kind), config, mean_service_prior=prior, seed=seed)


def run_policies(
    world: World,
    configs: Sequence[PolicyConfig],
    *,
    jobs: int = 1,
    mean_service_prior: float = 34.37,
    seed: int = 0,
) -> list[SimResult]:
    """Simulate each policy on the same world. With ``jobs`` > 1, worker processes
    (spawned, not forked: safe under any parent) rebuild the world from its spec and
    seed, which gives the very same world."""
    if jobs <= 1 or len(configs) <= 1:
        return [
            simulate(world, config, mean_service_prior=mean_service_prior, seed=seed) for config in configs
        ]
    share = world.uncommented_share
    tasks = [(world.spec, share, world.kind, config, mean_service_prior, seed) for config in configs]
    # the slowest policies first, so that the pool finishes together
    order = sorted(range(len(tasks)), key=lambda i: not configs[i].learns)
    with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
        results = pool.map(_run, [tasks[i] for i in order], chunksize=1)
    out: list[SimResult] = [None] * len(tasks)  # type: ignore[list-item]
    for i, result in zip(order, results, strict=True):
        out[i] = result
    return out


def build_world(spec: WorldSpec, uncommented_share: float = 0.0, kind: str = "paper") -> World:
    if kind == "offline-web":
        world = make_world(spec, offline_web_outlets(), 0.0)
    elif kind == "paper":
        world = make_world(spec, paper_outlets(uncommented_share), uncommented_share)
    else:
        raise ValueError(f"unknown world {kind!r}; choose from {', '.join(WORLDS)}")
    world.kind = kind
    return world


def default_jobs() -> int:
    return max(1, min(len(DEFAULT_POLICIES), os.cpu_count() or 1))
