"""Tests of the offline app's Python side (igroteka/offline)."""
