"""Tests of Ugolki / Halma."""
